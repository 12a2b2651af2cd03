/** 项目信息 (`projectInfo/{pid}`): the same page as 项目详情, reached from the shell's hidden route. */
export { default } from '../ProjectDetail';
