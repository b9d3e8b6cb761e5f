/**
 * A Map that holds at most `capacity` entries: setting a new key when it is full forgets the
 * entry added longest ago, or, when read with `recall`, used longest ago.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly capacity: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.capacity && !this.has(key)) this.delete(this.keys().next().value as K);
    return super.set(key, value);
  }

  /** The value for `key`, which becomes the most recently used. */
  recall(key: K): V | undefined {
    if (!this.has(key)) return undefined;
    const value = super.get(key) as V;
    this.delete(key);
    super.set(key, value);
    return value;
  }
}
