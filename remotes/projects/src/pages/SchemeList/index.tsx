import { SchemeTable } from '../../schemes/SchemeTable';

/** 方案图纸 (menu, `/business/scheme`): every project's drawings. */
export default function SchemeList() {
  return <SchemeTable />;
}
