/**
 * Known cross-site scripting vectors (OWASP filter-evasion cheat sheet, DOMPurify's own test
 * corpus, mutation XSS). Each one, if it ran, calls `alert(n)`: the suite traps
 * dialogs and requires that none opens on any rendering path.
 */
export const xssVectors: string[] = [
  `<script>alert(1)</script>`,
  `<img src=x onerror="alert(2)">`,
  `<img src="data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7" onload="alert(3)">`,
  `<svg onload="alert(4)"></svg>`,
  `<svg><script>alert(5)</script></svg>`,
  `<a href="javascript:alert(6)">点我</a>`,
  `<a href="JaVaScRiPt:alert(7)">点我</a>`,
  `<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(8)">点我</a>`,
  `<a href="java\tscript:alert(9)">点我</a>`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxMCk8L3NjcmlwdD4=">点我</a>`,
  `<iframe src="javascript:alert(11)"></iframe>`,
  `<iframe srcdoc="<script>parent.alert(12)</script>"></iframe>`,
  `<object data="javascript:alert(13)"></object>`,
  `<embed src="javascript:alert(14)">`,
  `<body onload="alert(15)">`,
  `<details open ontoggle="alert(16)">x</details>`,
  `<input autofocus onfocus="alert(17)">`,
  `<video><source onerror="alert(18)"></video>`,
  `<audio src=x onerror="alert(19)"></audio>`,
  `<p style="background:url(javascript:alert(20))">x</p>`,
  `<math><mtext><table><mglyph><style><img src=x onerror="alert(21)">`,
  `<noscript><p title="</noscript><img src=x onerror=alert(22)>">`,
  `<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(23)>`,
  `<a href="#" onclick="alert(24)">点我</a>`,
  `<meta http-equiv="refresh" content="0;url=javascript:alert(25)">`,
  `<base href="javascript:alert(26)//">`,
  `<link rel="import" href="data:text/html,<script>alert(27)</script>">`,
  `<img src="//evil.example/x.png" onerror="alert(28)">`,
  `"><img src=x onerror=alert(29)>`,
  `<template><img src=x onerror=alert(30)></template>`,
];

/** All vectors in one article body, between harmless paragraphs. */
export const xssArticle = `<p>开头</p>${xssVectors.join("<p>—</p>")}<p>结尾</p>`;
