/** The first sentence of a text, cut to 160 characters. */
export function firstSentence(text: string): string {
  const sentence = /^.*?[.!?](?=\s|$)/.exec(text)?.[0] ?? text;
  return sentence.length > 160 ? `${sentence.slice(0, 159)}…` : sentence;
}
