package harness.otel;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.sdk.common.CompletableResultCode;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import io.opentelemetry.sdk.trace.export.SpanExporter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;

/**
 * The fixed twin of {@link SimpleExportDeadlock}: thread {@code ends-a} starts its span under
 * {@code LOCK} but ends it (which exports under the processor's lock) after releasing {@code
 * LOCK}, so the exporter of {@code ends-b} can take {@code LOCK}. No deadlock.
 */
public class SimpleExportOutsideLock {
  static final Object LOCK = new Object();

  /** An exporter that writes span names to a journal guarded by {@link #LOCK}. */
  static final class JournalExporter implements SpanExporter {
    final List<String> journal = new ArrayList<>();

    @Override
    public CompletableResultCode export(Collection<SpanData> spans) {
      pause(500);
      synchronized (LOCK) {
        for (SpanData span : spans) {
          journal.add(span.getName());
        }
      }
      return CompletableResultCode.ofSuccess();
    }

    @Override
    public CompletableResultCode flush() {
      return CompletableResultCode.ofSuccess();
    }

    @Override
    public CompletableResultCode shutdown() {
      return CompletableResultCode.ofSuccess();
    }
  }

  public static void main(String[] args) throws Exception {
    SdkTracerProvider provider = SdkTracerProvider.builder()
        .addSpanProcessor(SimpleSpanProcessor.create(new JournalExporter())).build();
    Tracer tracer = provider.get("harness");
    Thread b = new Thread(() -> tracer.spanBuilder("b").startSpan().end(), "ends-b");
    Thread a = new Thread(() -> {
      Span span;
      synchronized (LOCK) {
        pause(200);
        span = tracer.spanBuilder("a").startSpan();
      }
      span.end();
    }, "ends-a");
    b.start();
    a.start();
    b.join();
    a.join();
    provider.close();
  }

  static void pause(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
