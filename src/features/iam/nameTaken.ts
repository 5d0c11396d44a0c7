// A name someone else already has, found by the service's check before anything is written: the form says it at the
// field named here, and nothing was created.
export class NameTaken extends Error {
  constructor(readonly field: string) {
    super(`${field} is taken`);
    this.name = 'NameTaken';
  }
}
