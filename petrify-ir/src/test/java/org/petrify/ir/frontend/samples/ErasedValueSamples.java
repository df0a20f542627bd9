package org.petrify.ir.frontend.samples;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicReferenceFieldUpdater;

/**
 * Casts of values whose declared type is an erased {@code T}, for {@code SafeCastsTest}: a
 * generic field's read, a generic method's result and a generic parameter are bounded by what
 * the program writes, returns and passes; a raw write of a string, a call-back from the JDK
 * and an updater's write leave them unknown.
 */
public final class ErasedValueSamples {
  static final class Entry {}

  /** A future-like cell: its value is written only by {@code complete}, from entries. */
  static final class Cell<T> {
    private T value;

    synchronized void complete(T v) {
      value = v;
    }

    synchronized T get() {
      return value;
    }
  }

  /** A box given an entry and, through a raw reference, a string. */
  static final class Sack<T> {
    private T value;

    void set(T v) {
      value = v;
    }

    T get() {
      return value;
    }
  }

  /** A holder whose setter the JDK calls back (a method reference given to {@code forEach}). */
  static final class Holder<T> {
    private T value;

    void set(T v) {
      value = v;
    }

    T get() {
      return value;
    }
  }

  /** A slot written by a field updater, which is no {@code putfield}. */
  static final class Slot<T> {
    private static final AtomicReferenceFieldUpdater<Slot, Object> ITEM =
        AtomicReferenceFieldUpdater.newUpdater(Slot.class, Object.class, "item");
    volatile T item;

    void put(Object o) {
      ITEM.set(this, o);
    }
  }

  static Entry safeCellRead(Cell<Entry> c) {
    return (Entry) c.get();
  }

  @SuppressWarnings({"rawtypes", "unchecked"})
  static Entry unsafeRawWrite(Sack<Entry> s) {
    ((Sack) s).set("text");
    return (Entry) s.get();
  }

  static Entry unsafeCallBack(Holder<Entry> h) {
    return (Entry) h.get();
  }

  static Entry unsafeUpdated(Slot<Entry> s) {
    return (Entry) s.item;
  }

  public static void main(String[] args) {
    Cell<Entry> cell = new Cell<>();
    cell.complete(new Entry());
    safeCellRead(cell);
    Sack<Entry> sack = new Sack<>();
    sack.set(new Entry());
    unsafeRawWrite(sack);
    Holder<Entry> holder = new Holder<>();
    List<Entry> entries = new ArrayList<>(List.of(new Entry()));
    entries.forEach(holder::set);
    unsafeCallBack(holder);
    Slot<Entry> slot = new Slot<>();
    slot.put("text");
    unsafeUpdated(slot);
  }
}
