import fc from 'fast-check';
import * as reference from 'reflect-metadata/no-conflict';
import { describe, expect, it } from 'vitest';
import { createReflectMetadata, installReflectMetadata } from './reflect-metadata';

type Api = ReturnType<typeof createReflectMetadata>;
const referenceApi = reference as unknown as Api;

/** Targets with every kind of parent the API walks: a class chain, an ES5 subclass, plain objects. */
function makeTargets(): object[] {
  class Base {}
  class Derived extends Base {}
  function Es5Base(): void {}
  function Es5Derived(): void {}
  Es5Derived.prototype = Object.create(Es5Base.prototype as object) as object;
  const proto = {};
  return [
    Base,
    Derived,
    Base.prototype,
    Derived.prototype,
    new Derived(),
    Es5Base,
    Es5Derived,
    proto,
    Object.create(proto) as object,
  ];
}

const metadataKeys = ['design:paramtypes', 'inversify:class', Symbol.for('k'), 7] as const;
const propertyKeys = [undefined, 'name', Symbol.for('p'), 1] as const;

const op = fc.record({
  kind: fc.constantFrom('define', 'delete', 'decorate-with-metadata'),
  metadataKey: fc.constantFrom(...metadataKeys),
  value: fc.oneof(fc.integer(), fc.constant(undefined), fc.string()),
  target: fc.nat({ max: 8 }),
  property: fc.constantFrom(...propertyKeys),
});

/** Everything the API can be asked, for every target and key. */
function answers(api: Api, targets: object[]): unknown[] {
  const all: unknown[] = [];
  for (const target of targets) {
    for (const property of propertyKeys) {
      all.push(api.getOwnMetadataKeys(target, property), api.getMetadataKeys(target, property));
      for (const key of metadataKeys) {
        all.push(
          api.getOwnMetadata(key, target, property),
          api.getMetadata(key, target, property),
          api.hasOwnMetadata(key, target, property),
          api.hasMetadata(key, target, property),
        );
      }
    }
  }
  return all;
}

type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

/** Applies the writes to fresh targets; returns what the deletes answered, then every answer. */
function run(api: Api, ops: readonly Op[]): unknown[] {
  const targets = makeTargets();
  const results: unknown[] = [];
  for (const o of ops) {
    const target = targets[o.target]!;
    if (o.kind === 'define') api.defineMetadata(o.metadataKey, o.value, target, o.property);
    else if (o.kind === 'delete')
      results.push(api.deleteMetadata(o.metadataKey, target, o.property));
    // The package's `metadata` hands over to a global `Reflect.metadata` when one is installed
    // (this test's process has one), so its side writes with what that decorator does.
    else if (api === referenceApi) api.defineMetadata(o.metadataKey, o.value, target, o.property);
    else api.metadata(o.metadataKey, o.value)(target, o.property);
  }
  return [...results, ...answers(api, targets)];
}

describe("the app's Metadata Reflection API", () => {
  it('answers every question as the reflect-metadata package does, after any writes', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        expect(run(createReflectMetadata(), ops)).toEqual(run(referenceApi, ops));
      }),
    );
  });

  it('applies decorators last to first, as the package does', () => {
    const calls = (api: Api): unknown[] => {
      const log: unknown[] = [];
      class Plain {}
      class Replacement {}
      const classResult = api.decorate(
        [() => void log.push('outer'), () => Replacement, () => void log.push('inner')],
        Plain,
      );
      const replaced = { value: 1 };
      const memberResult = api.decorate(
        [(_t, key, d) => void log.push(['first', key, d]), () => replaced, () => null],
        Plain.prototype,
        'name',
        { value: 0 },
      );
      return [log, classResult === Replacement, memberResult];
    };
    expect(calls(createReflectMetadata())).toEqual(calls(referenceApi));
  });

  it('refuses what the package refuses: a target that is not an object', () => {
    for (const api of [createReflectMetadata(), referenceApi]) {
      expect(() => api.getMetadata('k', 1 as unknown as object)).toThrow(TypeError);
      expect(() => api.defineMetadata('k', 1, 'x' as unknown as object)).toThrow(TypeError);
      expect(() => api.decorate([], {} as object)).toThrow(TypeError);
    }
  });

  it('leaves an API already installed alone, and installs like the package otherwise', () => {
    const existing = { getOwnMetadata: (): string => 'theirs' };
    installReflectMetadata(existing);
    expect(existing.getOwnMetadata()).toBe('theirs');
    expect(Object.keys(existing)).toEqual(['getOwnMetadata']);

    const fresh = {};
    installReflectMetadata(fresh);
    const api = fresh as Api;
    api.defineMetadata('k', 'v', fresh);
    expect(api.getOwnMetadata('k', fresh)).toBe('v');
    expect(Object.keys(fresh)).toEqual([]); // not enumerable, as the package defines them
  });
});
