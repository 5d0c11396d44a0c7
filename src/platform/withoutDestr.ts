// Stands in for destr (vite.config.ts aliases it here). ofetch parses an answer with destr unless the call brings
// its own parser, and every call of src/platform/http.ts does (a body that is not JSON must fail as 'malformed',
// where destr hands back the text): destr would ride in the entry (0.6 KB gzip) without ever running. This only fails
// loudly should a call without a parser ever reach it.
export default function destr(): never {
  throw new Error('ofetch reached destr: every call of src/platform/http.ts must pass parseResponse.');
}
