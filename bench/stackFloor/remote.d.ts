declare module 'floor_remote/TaskTable' {
  const TaskTable: () => JSX.Element;
  export default TaskTable;
}
