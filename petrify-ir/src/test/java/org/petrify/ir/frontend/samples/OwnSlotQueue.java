package org.petrify.ir.frontend.samples;

import java.util.AbstractQueue;
import java.util.Collection;
import java.util.Collections;
import java.util.Iterator;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * A one-slot {@code BlockingQueue} of the program's own, on its monitor with wait/notifyAll:
 * no JDK queue model may stand for it.
 */
public class OwnSlotQueue<E> extends AbstractQueue<E> implements BlockingQueue<E> {
  E item;
  boolean full;

  @Override
  public synchronized boolean offer(E e) {
    if (full) {
      return false;
    }
    item = e;
    full = true;
    notifyAll();
    return true;
  }

  @Override
  public synchronized void put(E e) throws InterruptedException {
    while (full) {
      wait();
    }
    item = e;
    full = true;
    notifyAll();
  }

  @Override
  public boolean offer(E e, long time, TimeUnit unit) {
    return offer(e);
  }

  @Override
  public synchronized E take() throws InterruptedException {
    while (!full) {
      wait();
    }
    full = false;
    notifyAll();
    return item;
  }

  @Override
  public synchronized E poll() {
    if (!full) {
      return null;
    }
    full = false;
    notifyAll();
    return item;
  }

  @Override
  public E poll(long time, TimeUnit unit) throws InterruptedException {
    return take();
  }

  @Override
  public synchronized E peek() {
    return full ? item : null;
  }

  @Override
  public int remainingCapacity() {
    return 1;
  }

  @Override
  public int drainTo(Collection<? super E> c) {
    return 0;
  }

  @Override
  public int drainTo(Collection<? super E> c, int max) {
    return 0;
  }

  @Override
  public Iterator<E> iterator() {
    return Collections.emptyIterator();
  }

  @Override
  public synchronized int size() {
    return full ? 1 : 0;
  }
}
