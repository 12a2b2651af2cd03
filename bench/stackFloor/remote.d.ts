// The remote's exposed module, as the floor's host imports it.
declare module 'floor_remote/TaskTable' {
  const TaskTable: () => JSX.Element;
  export default TaskTable;
}
