/** One JSON file per language and namespace: locales/<lang>/<namespace>.json. */
export const NAMESPACES = ['common', 'auth', 'chat', 'staff'] as const;
export type Namespace = (typeof NAMESPACES)[number];
