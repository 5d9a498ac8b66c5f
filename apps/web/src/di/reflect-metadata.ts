/**
 * The Metadata Reflection API (`Reflect.defineMetadata`, `getMetadata`, `decorate`…) that
 * inversify's container installs by importing `reflect-metadata/lite`. The browser build resolves
 * that import here (vite.config.ts): the package's build spells out the specification's abstract
 * operations and a registry that lets several copies share metadata, 1.7 KB gz of the views' chunk;
 * these lines lean on the ES2015 the browser already has. Same answers, same global, and an API
 * already installed is left alone: the property test in `reflect-metadata.test.ts` holds it to
 * the package's answers (decision 0029).
 */
/** A member's key as given (a number counts as its string); `undefined` for the object itself. */
type Key = PropertyKey | undefined;
type StoredKey = string | symbol | undefined;
type Decorator = (target: object, key?: Key, descriptor?: PropertyDescriptor) => unknown;

interface MetadataReflect {
  decorate(decorators: Decorator[], target: object, key?: Key, attributes?: unknown): unknown;
  metadata(metadataKey: unknown, value: unknown): (target: object, key?: Key) => void;
  defineMetadata(metadataKey: unknown, value: unknown, target: object, key?: Key): void;
  hasMetadata(metadataKey: unknown, target: object, key?: Key): boolean;
  hasOwnMetadata(metadataKey: unknown, target: object, key?: Key): boolean;
  getMetadata(metadataKey: unknown, target: object, key?: Key): unknown;
  getOwnMetadata(metadataKey: unknown, target: object, key?: Key): unknown;
  getMetadataKeys(target: object, key?: Key): unknown[];
  getOwnMetadataKeys(target: object, key?: Key): unknown[];
  deleteMetadata(metadataKey: unknown, target: object, key?: Key): boolean;
}

/** Builds the API over its own store; `installReflectMetadata` puts one on the global `Reflect`. */
export function createReflectMetadata(): MetadataReflect {
  const store = new WeakMap<object, Map<StoredKey, Map<unknown, unknown>>>();

  const isObject = (value: unknown): value is object =>
    (typeof value === 'object' && value !== null) || typeof value === 'function';
  const checked = (target: unknown): object => {
    if (!isObject(target)) throw new TypeError('Metadata needs an object or a function');
    return target;
  };
  const propertyKey = (key: unknown): StoredKey =>
    key === undefined || typeof key === 'symbol' ? key : String(key);
  const own = (
    target: unknown,
    key: unknown,
    create: boolean,
  ): Map<unknown, unknown> | undefined => {
    const object = checked(target);
    const property = propertyKey(key);
    let byProperty = store.get(object);
    if (!byProperty) {
      if (!create) return undefined;
      store.set(object, (byProperty = new Map()));
    }
    let metadata = byProperty.get(property);
    if (!metadata && create) byProperty.set(property, (metadata = new Map()));
    return metadata;
  };
  /** The object's parent for metadata: its prototype, or an ES5 subclass's superclass. */
  const parentOf = (object: object): object | null => {
    const proto = Object.getPrototypeOf(object) as object | null;
    if (typeof object !== 'function' || object === Function.prototype) return proto;
    if (proto !== Function.prototype) return proto;
    const prototype = (object as { prototype?: object }).prototype;
    const superPrototype = prototype && (Object.getPrototypeOf(prototype) as object | null);
    if (superPrototype == null || superPrototype === Object.prototype) return proto;
    const superclass: unknown = superPrototype.constructor;
    return typeof superclass === 'function' && superclass !== object ? superclass : proto;
  };
  const ownKeys = (target: object, key: StoredKey): unknown[] => [
    ...(own(target, key, false)?.keys() ?? []),
  ];

  const api: MetadataReflect = {
    decorate(decorators, target, key, attributes) {
      if (!Array.isArray(decorators) || !isObject(target)) throw new TypeError('Cannot decorate');
      if (key === undefined) {
        if (typeof target !== 'function') throw new TypeError('Cannot decorate');
        let decorated = target;
        for (let i = decorators.length - 1; i >= 0; i -= 1) {
          const next = decorators[i]!(decorated);
          if (next != null) {
            if (typeof next !== 'function')
              throw new TypeError('A class decorator returned no class');
            decorated = next;
          }
        }
        return decorated;
      }
      if (attributes !== undefined && attributes !== null && !isObject(attributes)) {
        throw new TypeError('Cannot decorate');
      }
      const property = propertyKey(key);
      let descriptor = (attributes ?? undefined) as PropertyDescriptor | undefined;
      for (let i = decorators.length - 1; i >= 0; i -= 1) {
        const next = decorators[i]!(target, property, descriptor);
        if (next != null) {
          if (!isObject(next)) throw new TypeError('A member decorator returned no descriptor');
          descriptor = next as PropertyDescriptor;
        }
      }
      return descriptor;
    },
    metadata: (metadataKey, value) => (target, key) => {
      if (!isObject(target)) throw new TypeError('Cannot decorate');
      api.defineMetadata(metadataKey, value, target, key);
    },
    defineMetadata(metadataKey, value, target, key) {
      own(target, key, true)!.set(metadataKey, value);
    },
    hasOwnMetadata: (metadataKey, target, key) =>
      own(target, key, false)?.has(metadataKey) ?? false,
    hasMetadata(metadataKey, target, key) {
      for (let at: object | null = checked(target); at; at = parentOf(at)) {
        if (api.hasOwnMetadata(metadataKey, at, key)) return true;
      }
      return false;
    },
    getOwnMetadata: (metadataKey, target, key) => own(target, key, false)?.get(metadataKey),
    getMetadata(metadataKey, target, key) {
      for (let at: object | null = checked(target); at; at = parentOf(at)) {
        const metadata = own(at, key, false);
        if (metadata?.has(metadataKey)) return metadata.get(metadataKey);
      }
      return undefined;
    },
    getOwnMetadataKeys: (target, key) => ownKeys(checked(target), propertyKey(key)),
    getMetadataKeys(target, key) {
      const keys = new Set<unknown>();
      for (let at: object | null = checked(target); at; at = parentOf(at)) {
        for (const metadataKey of ownKeys(at, propertyKey(key))) keys.add(metadataKey);
      }
      return [...keys];
    },
    deleteMetadata: (metadataKey, target, key) =>
      own(target, key, false)?.delete(metadataKey) ?? false,
  };
  return api;
}

/**
 * Puts the API on the global `Reflect` as the package does (writable, configurable, not
 * enumerable), unless one is already there: a page's other copy keeps its metadata and is shared.
 */
export function installReflectMetadata(reflect: object = Reflect): void {
  if (typeof (reflect as Partial<MetadataReflect>).getOwnMetadata === 'function') return;
  for (const [name, value] of Object.entries(createReflectMetadata())) {
    Object.defineProperty(reflect, name, { configurable: true, writable: true, value });
  }
}

installReflectMetadata();
