declare module '*.css';
declare module '@arco-design/web-react/es/*/style/css.js';

declare module '@arco-design/color' {
  /** Arco's palette of ten shades from one colour. */
  export function generate(
    color: string,
    options: { list: true; dark?: boolean; format?: 'hex' | 'rgb' | 'hsl' },
  ): string[];
  /** `r,g,b` of a colour, as Arco's CSS variables hold it. */
  export function getRgbStr(color: string): string;
}
