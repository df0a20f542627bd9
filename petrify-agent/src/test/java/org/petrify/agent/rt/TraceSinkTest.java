package org.petrify.agent.rt;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.petrify.agent.trace.Trace;
import org.petrify.agent.trace.TraceFormat;
import org.petrify.agent.trace.TraceReader;

/** The trace file when many threads fill their buffers at the same time. */
class TraceSinkTest {

  /**
   * Eight threads each log 200,000 events (many full buffers each, handed over concurrently):
   * the file reads back complete, every thread with exactly its own events in order.
   */
  @Test
  void chunksOfThreadsThatFillTheirBuffersTogetherDoNotInterleave(@TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("t.trace");
    TraceSink sink = new TraceSink(file);
    sink.site(0, new Sites.Site(TraceFormat.SITE_FIELD, "p/C", "m", "C.java", 3, "p/C", "f"));
    int threads = 8;
    int events = 200_000;
    ThreadLog[] logs = new ThreadLog[threads];
    Thread[] workers = new Thread[threads];
    CountDownLatch go = new CountDownLatch(1);
    for (int t = 0; t < threads; t++) {
      sink.thread(t, t == 0 ? -1 : 0, t, "w" + t);
      ThreadLog log = new ThreadLog(t, sink);
      logs[t] = log;
      workers[t] = new Thread(() -> {
        try {
          go.await();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        for (int i = 0; i < events; i++) {
          log.event(TraceFormat.READ, 0, i);
        }
      });
      workers[t].start();
    }
    go.countDown();
    for (Thread w : workers) {
      w.join();
    }
    for (ThreadLog log : logs) {
      log.flush();
    }
    sink.close((long) threads * events);
    assertThat(sink.failure()).isNull();
    Trace trace = TraceReader.read(file);
    assertThat(trace.complete()).isTrue();
    for (int t = 0; t < threads; t++) {
      List<Trace.Event> evs = trace.events().get(t);
      assertThat(evs).hasSize(events);
      for (int i = 0; i < events; i++) {
        assertThat(evs.get(i).a()).isEqualTo(i);
      }
    }
  }
}
