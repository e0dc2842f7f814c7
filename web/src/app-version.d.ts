/** Set by web/vite.config.ts from the repository's package.json (the app's one version source). */
declare const __APP_VERSION__: string;
