/**
 * The seventh area the new-area drill adds (`newAreaDrill.ts`), as a new team would write it: 售后服务
 * (`aftersales`), one package in its own folder `remotes/aftersales` with one page, 售后工单, drawn with the
 * kernel's UI kit. Nothing else of the workspace names it.
 */
export const NEW_AREA = {
  area: 'aftersales',
  title: '售后服务',
  page: { module: 'TicketList', title: '售后工单' },
  /** What the page shows, and the drill looks for in the browser. */
  heading: '售后工单',
  empty: '还没有售后工单',
} as const;

/** The dependencies of the new package: a subset of every area's, so each resolves as its sibling's does. */
export const NEW_AREA_DEPENDENCIES = {
  dependencies: { '@arco-design/web-react': '~2.66.16', '@yjf/ui': 'workspace:*', react: '18.3.1' },
  devDependencies: { '@yjf/build': 'workspace:*', webpack: '5.111.1', 'webpack-cli': '^7.3.1' },
};

const json = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/** The new area's files, by path from the workspace root. */
export function newAreaFiles(): Record<string, string> {
  const { area, title, page, heading, empty } = NEW_AREA;
  const folder = `remotes/${area}`;
  return {
    [`${folder}/package.json`]: json({
      name: `@yjf/area-${area}`,
      version: '1.0.0',
      private: true,
      description: `The area ${area} (${title}): its pages. A new team's area, added with no edit outside this folder.`,
      scripts: { build: 'webpack --mode production', dev: 'webpack serve --mode development' },
      ...NEW_AREA_DEPENDENCIES,
    }),
    [`${folder}/webpack.config.mjs`]: [
      "import { createConfig } from '@yjf/build';",
      '',
      `export default createConfig({ name: '${area}', kind: 'remote', dir: import.meta.dirname });`,
      '',
    ].join('\n'),
    [`${folder}/src/pageTable.json`]: json({
      title,
      pages: [{ module: page.module, source: `./src/pages/${page.module}/index.tsx`, title: page.title }],
    }),
    [`${folder}/src/pages/${page.module}/index.tsx`]: [
      "import { Card, Empty, Typography } from '@yjf/ui/arcoCore';",
      '',
      `/** ${page.title}: the after-sales tickets. */`,
      `export default function ${page.module}() {`,
      '  return (',
      '    <Card>',
      `      <Typography.Title heading={5}>${heading}</Typography.Title>`,
      `      <Empty description="${empty}" />`,
      '    </Card>',
      '  );',
      '}',
      '',
    ].join('\n'),
  };
}
