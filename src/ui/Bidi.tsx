// Names that people or devices chose (dashboards, owners, assets, device labels, user names) are shown so their
// bidirectional controls cannot spoof what they look like: "invoice<U+202E>fdp.exe" would otherwise read as
// "invoiceexe.pdf". The embedding, override and isolate controls (U+202A–U+202E, U+2066–U+2069) are shown as
// visible code points, and the name is isolated (<bdi>) so a right-to-left name cannot reorder the text around it.

const bidiControls = /[\u202A-\u202E\u2066-\u2069]/g;

/** The text with every bidirectional control replaced by a visible `[U+202E]`; for attributes and option labels. */
export function showBidiControls(text: string): string {
  return text.replace(bidiControls, (control) => `[U+${(control.codePointAt(0) ?? 0).toString(16).toUpperCase()}]`);
}

/** The text without its bidirectional controls, for what shows only a part of it (the initials of a user name). */
export function withoutBidiControls(text: string): string {
  return text.replace(bidiControls, '');
}

/** The option of a list or select that shows a name: its value as it is, its label with the controls shown. */
export function nameOption(value: string, name: string): { value: string; label: string } {
  return { value, label: showBidiControls(name) };
}

/** A name inside running text or a cell. */
export function Name({ children }: { children: string }) {
  return <bdi>{showBidiControls(children)}</bdi>;
}
