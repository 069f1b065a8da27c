/** OpenCC's character table of Traditional → Simplified Chinese: "繁 简|…" (opencc-js ships no types for it). */
declare module 'opencc-js/dict/TSCharacters' {
  const table: string;
  export default table;
}
