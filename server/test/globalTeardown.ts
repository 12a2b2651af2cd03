import { removeTemplateFile } from './templateDatabase';

export default async function globalTeardown(): Promise<void> {
  const template = process.env.YJF_TEST_TEMPLATE;
  if (template && template.endsWith('.tar.gz')) removeTemplateFile(template);
}
