// The top bar's title: the route's first segments looked up as 'route.<a>.<b>' then 'route.<a>',
// else the first segment capitalised.
const isParameter = (segment: string) => /^\d+$/.test(segment) || /^[0-9a-f-]{16,}$/i.test(segment);

export const capitalise = (text: string) => (text ? text.charAt(0).toUpperCase() + text.slice(1) : text);

export const routeTitleCandidates = (pathname: string): { ids: string[]; fallback: string } => {
  const segments = pathname
    .split('/')
    .filter(Boolean)
    .filter((s) => !isParameter(s));
  const [first = '', second] = segments;
  const ids = [...(second ? [`route.${first}.${second}`] : []), ...(first ? [`route.${first}`] : [])];
  return { ids, fallback: capitalise(first) };
};
