// Compiles Lingui's macros (`@lingui/core/macro`, `@lingui/react/macro`) for vite and vitest.
//
// The macros are a Babel plugin, and @vitejs/plugin-react 6 no longer runs Babel. Lingui's guide pairs it with
// @rolldown/plugin-babel, but every release of that plugin declares Node >= 22.12 while this project supports
// Node 20.19 (docs/decisions.md). What it does for us is small: run @babel/core (Node >= 6) with the macro plugin,
// which is all this does. It runs on the modules that import a macro only, before the React transform, and keeps
// the TypeScript and JSX for vite's own transform.
import { transformAsync } from '@babel/core';
import type { Plugin } from 'vite';

const macroImport = /@lingui\/(?:[\w-]+\/)?macro\b/;

/** TypeScript's syntax for .ts files (where `<T>value` is a type assertion, not JSX), JSX for .tsx and .jsx. */
function parserPlugins(filename: string): ('typescript' | 'jsx')[] {
  if (/\.[cm]?ts$/.test(filename)) return ['typescript'];
  if (/\.tsx$/.test(filename)) return ['typescript', 'jsx'];
  return ['jsx'];
}

export function linguiMacro(): Plugin {
  return {
    name: 'lingui-macro',
    // Before @vitejs/plugin-react, so <Trans> is compiled before the JSX is.
    enforce: 'pre',
    transform: {
      filter: { id: { include: /\.[cm]?[jt]sx?(?:$|\?)/, exclude: /[\\/]node_modules[\\/]/ }, code: macroImport },
      async handler(code, id) {
        const filename = id.replace(/\?.*$/, '');
        const result = await transformAsync(code, {
          filename,
          babelrc: false,
          configFile: false,
          sourceMaps: true,
          parserOpts: { sourceType: 'module', plugins: parserPlugins(filename) },
          plugins: ['@lingui/babel-plugin-lingui-macro'],
        });
        if (!result?.code) return null;
        return { code: result.code, map: result.map };
      },
    },
  };
}
