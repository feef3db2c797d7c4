// Canned answers in the composer: typing "/" at the start opens the list of the checklist area's
// predefined scripts, the words after it narrow the list, and the chosen one replaces what was typed.

export interface CannedAnswer {
  id: number;
  titulo: string;
  texto: string;
}

/** The words typed after a leading "/", or undefined when the text does not ask for an answer. */
export const cannedQuery = (text: string): string | undefined =>
  text.startsWith('/') ? text.slice(1) : undefined;

const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

export const matchingAnswers = (answers: CannedAnswer[], query: string): CannedAnswer[] => {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return answers
    .filter((a) => {
      const text = fold(`${a.titulo} ${a.texto}`);
      return words.every((w) => text.includes(w));
    })
    .sort((a, b) => a.titulo.localeCompare(b.titulo))
    .slice(0, 8);
};
