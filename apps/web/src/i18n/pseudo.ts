import enUS from './en-US';

// The pseudo-locale (en-XA): every en-US text accented and 40% longer, so a layout test sees
// what a long language does to a screen (wrapping, clipping, overlap) without reading one. Never
// chosen from a browser's preferences nor listed in the menu; a test selects it by the kept
// choice (locale-choice.ts). Built from the compiled en-US catalog (tooling/compile-catalogs.ts).

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'aceinousyACEINOUSY'].map((c, i) => [c, [...'åçéîñöûšýÅÇÉÎÑÖÛŠÝ'][i] ?? c]),
);

const accent = (text: string): string => [...text].map((c) => ACCENTED[c] ?? c).join('');

type Compiled = string | readonly unknown[];

/** Accents the text parts of a compiled message (plural choices too); arguments stay as they are. */
function accented(message: Compiled): Compiled {
  if (typeof message === 'string') return accent(message);
  return message.map((part) => {
    if (typeof part === 'string') return accent(part);
    if (!Array.isArray(part)) return part;
    const [name, kind, choices] = part as [string, string?, Record<string, Compiled>?];
    if (choices === undefined) return part;
    const pseudoChoices = Object.fromEntries(
      Object.entries(choices).map(([choice, text]) => [choice, accented(text)]),
    );
    return [name, kind, pseudoChoices];
  });
}

/** The length of a message's own text (arguments count as a few characters). */
function lengthOf(message: Compiled): number {
  if (typeof message === 'string') return message.length;
  return message.reduce<number>(
    (sum, part) => sum + (typeof part === 'string' ? part.length : 4),
    0,
  );
}

/** Accented, and 40% longer: ' ~' pairs at the end, after any argument. */
function pseudoMessage(message: Compiled): Compiled {
  const padding = ' ~'.repeat(Math.ceil((lengthOf(message) * 0.4) / 2));
  const text = accented(message);
  return typeof text === 'string' ? `${text}${padding}` : [...text, padding];
}

const compiledEnUS = enUS as unknown as Readonly<Record<string, Compiled>>;

export default Object.fromEntries(
  Object.entries(compiledEnUS).map(([key, message]) => [key, pseudoMessage(message)]),
);
