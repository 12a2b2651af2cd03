// Stands in, in browser builds, for dayjs's Chinese locale where Arco's own locale files import it
// (`@arco-design/web-react/es/locale/zh-CN.js` and the other languages).
//
// Arco's default locale is zh-CN, so every page that draws an Arco component, the sign-in page too, loaded
// dayjs and its Chinese locale (3.6 KiB gzip) for the date pickers' sake. Only the date pickers read it, and
// `@yjf/ui/arcoDates` imports `dayjs/locale/zh-cn` itself, which this does not touch.
export {};
