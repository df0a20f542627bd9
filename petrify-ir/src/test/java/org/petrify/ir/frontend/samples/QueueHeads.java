package org.petrify.ir.frontend.samples;

import java.util.LinkedList;
import java.util.Queue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * Heads taken from queues: a {@code LinkedBlockingQueue} rejects null elements, so its {@code
 * take()} and {@code remove()} never return null; a {@code LinkedList} holds nulls, and
 * {@code poll()} returns null on an empty queue.
 */
public class QueueHeads {
  static Object sink;

  public static void main(String[] args) throws InterruptedException {
    BlockingQueue<String> q = new LinkedBlockingQueue<>();
    Queue<String> list = new LinkedList<>();
    q.put("a");
    q.put("b");
    list.add(null);
    sink = q.take();
    sink = q.remove();
    sink = list.remove();
    sink = q.poll();
  }
}
