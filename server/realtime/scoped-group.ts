// The one way a hub group gets its name: the kind of entity, the company and the entity's key.
// Every group is thus scoped to one company, so equal keys of two companies never meet, and no
// group name is ever taken from a client.
export const scopedGroupName = (kind: string, empresaId: number, key: string | number): string =>
  `${kind}:${empresaId}:${String(key)}`;
