import { cardColumns } from './cardColumns';

type Column = { field: string; cardTitle?: boolean };
const of = (...fields: (string | Column)[]): Column[] =>
  fields.map((field) => (typeof field === 'string' ? { field } : field));
const fieldsOf = (layout: { title: Column | undefined; fields: Column[] }) => ({
  title: layout.title?.field,
  fields: layout.fields.map((column) => column.field),
});
const layout = (columns: Column[]) =>
  fieldsOf(
    cardColumns(
      columns,
      (column) => column.field,
      (column) => column.cardTitle,
    ),
  );

describe('a phone card from the columns', () => {
  it('heads it with the record name, even behind a number (项目列表), and lists the next four columns', () => {
    expect(layout(of('code', 'name', 'customerName', 'status', 'contractAmount', 'signDate', 'managerName'))).toEqual({
      title: 'name',
      fields: ['code', 'customerName', 'status', 'contractAmount'],
    });
  });

  it('keeps the status on the card when it comes later (任务列表)', () => {
    expect(layout(of('title', 'projectName', 'assigneeName', 'priority', 'dueDate', 'status', 'completedAt'))).toEqual({
      title: 'title',
      fields: ['projectName', 'assigneeName', 'priority', 'dueDate', 'status'],
    });
  });

  it('takes a title column, else the first, and a column declared the card title before either', () => {
    expect(layout(of('code', 'title', 'projectName')).title).toBe('title');
    expect(layout(of('code', 'supplierName', 'amount')).title).toBe('code');
    expect(layout(of('name', { field: 'code', cardTitle: true }, 'amount'))).toEqual({
      title: 'code',
      fields: ['name', 'amount'],
    });
    expect(layout([])).toEqual({ title: undefined, fields: [] });
  });
});
