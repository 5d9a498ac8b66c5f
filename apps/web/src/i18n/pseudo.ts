import enUS from './en-US';

// The pseudo-locale (en-XA): every en-US text accented and 40% longer, so a layout test sees
// what a long language does to a screen (wrapping, clipping, overlap) without reading one. Never
// chosen from a browser's preferences nor listed in the menu; a test selects it by the kept
// choice (locale-choice.ts). Built from the compiled en-US catalog (tooling/compile-catalogs.ts).

const ACCENTED: Readonly<Record<string, string>> = Object.fromEntries(
  [...'aceinousyACEINOUSY'].map((c, i) => [c, [...'åçéîñöûšýÅÇÉÎÑÖÛŠÝ'][i] ?? c]),
);

function pseudoText(text: string): string {
  const accented = [...text].map((c) => ACCENTED[c] ?? c).join('');
  const padding = Math.ceil(text.length * 0.4);
  return text.trim() === '' ? text : `${accented}${' ~'.repeat(Math.ceil(padding / 2))}`;
}

type Compiled = string | readonly unknown[];

/** Accents and lengthens the text parts of a compiled message; its arguments stay as they are. */
function pseudoMessage(message: Compiled): Compiled {
  if (typeof message === 'string') return pseudoText(message);
  return message.map((part) => {
    if (typeof part === 'string') return pseudoText(part);
    if (!Array.isArray(part)) return part;
    const [name, kind, choices] = part as [string, string?, Record<string, Compiled>?];
    if (choices === undefined) return part;
    const pseudoChoices = Object.fromEntries(
      Object.entries(choices).map(([choice, text]) => [choice, pseudoMessage(text)]),
    );
    return [name, kind, pseudoChoices];
  });
}

const compiledEnUS = enUS as unknown as Readonly<Record<string, Compiled>>;

export default Object.fromEntries(
  Object.entries(compiledEnUS).map(([key, message]) => [key, pseudoMessage(message)]),
);
