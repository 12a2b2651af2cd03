declare module '*.css';
declare module '@arco-design/web-react/es/*/style/css.js';
