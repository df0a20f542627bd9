package harness.otel;

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
 * OpenTelemetry SDK 1.66's {@code SimpleSpanProcessor.onEnd} calls the exporter under its own
 * {@code exporterLock} (checked in the bytecode), and this exporter appends to a journal that
 * the application guards with {@code LOCK}. Thread {@code ends-b} ends a span: it holds the
 * processor's lock in {@code export} and wants {@code LOCK}; thread {@code ends-a-under-lock}
 * holds {@code LOCK} and ends a span, wanting the processor's lock (hangs on the JVM; the
 * sleeps only make it take that order).
 */
public class SimpleExportDeadlock {
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
      synchronized (LOCK) {
        pause(200);
        tracer.spanBuilder("a").startSpan().end();
      }
    }, "ends-a-under-lock");
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
