/**
 * Browsers in the order they must be tried: in-app browsers and Edge/Opera carry "Chrome" and "Safari" in
 * their user agents too, so the specific names come first.
 */
const BROWSERS: { name: string; pattern: RegExp; versioned: boolean }[] = [
  { name: '微信', pattern: /MicroMessenger\/(\d+)/i, versioned: false },
  { name: '企业微信', pattern: /wxwork\/(\d+)/i, versioned: false },
  { name: '钉钉', pattern: /DingTalk\/(\d+)/i, versioned: false },
  { name: 'QQ浏览器', pattern: /(?:MQQBrowser|QQBrowser)\/(\d+)/i, versioned: true },
  { name: 'UC浏览器', pattern: /UCBrowser\/(\d+)/i, versioned: true },
  { name: '360浏览器', pattern: /(?:QIHU 360|360SE|360EE)/i, versioned: false },
  { name: 'Edge', pattern: /Edg(?:e|A|iOS)?\/(\d+)/, versioned: true },
  { name: 'Opera', pattern: /(?:OPR|Opera)\/(\d+)/, versioned: true },
  { name: 'Firefox', pattern: /(?:Firefox|FxiOS)\/(\d+)/, versioned: true },
  { name: 'Chrome', pattern: /(?:Chrome|CriOS)\/(\d+)/, versioned: true },
  { name: 'Safari', pattern: /Version\/(\d+)[^ ]* (?:Mobile\/\S+ )?Safari\//, versioned: false },
  { name: 'IE', pattern: /(?:MSIE |Trident\/.*rv:)(\d+)/, versioned: true },
];

/**
 * The browser of a user agent as the logs show it: `Chrome 120`, `Firefox 121`, `Safari`, `微信`; programs
 * (curl, test clients) by their own name, and `未知` when there is nothing to go on.
 *
 * @example browserName('Mozilla/5.0 ... Chrome/120.0.6099.71 Safari/537.36') // 'Chrome 120'
 */
export function browserName(userAgent: string): string {
  if (!userAgent.trim()) return '未知';
  for (const browser of BROWSERS) {
    const match = browser.pattern.exec(userAgent);
    if (match) return browser.versioned && match[1] ? `${browser.name} ${match[1]}` : browser.name;
  }
  // Not a browser: the first product token says what it is (curl/8.5.0 → curl).
  const product = /^([A-Za-z][\w.-]*)/.exec(userAgent.trim());
  return product ? product[1]!.slice(0, 30) : '未知';
}
