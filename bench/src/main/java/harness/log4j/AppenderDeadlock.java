package harness.log4j;

import java.io.StringWriter;
import org.apache.log4j.Hierarchy;
import org.apache.log4j.Level;
import org.apache.log4j.Logger;
import org.apache.log4j.SimpleLayout;
import org.apache.log4j.WriterAppender;
import org.apache.log4j.spi.RootLogger;

/**
 * A harness over log4j 1.2.14 (never run by the build, only analysed): two loggers of one
 * hierarchy share one appender, and a message logged to the second logs to the first while it
 * is rendered.
 *
 * <p>The lock order, as the library code has it: {@code Category.callAppenders} holds each
 * category of the logger's chain while it calls {@code AppenderSkeleton.doAppend}, which is
 * synchronized on the appender and renders the message ({@code toString}). Thread 2 holds
 * category {@code c}, then the appender, and rendering logs to {@code a}, wanting category
 * {@code a}; thread 1 holds category {@code a} and wants the appender.
 */
public class AppenderDeadlock {
  public static void main(String[] args) throws Exception {
    Hierarchy hierarchy = new Hierarchy(new RootLogger(Level.DEBUG));
    final Logger a = hierarchy.getLogger("a");
    final Logger c = hierarchy.getLogger("c");
    WriterAppender shared = new WriterAppender(new SimpleLayout(), new StringWriter());
    a.addAppender(shared);
    c.addAppender(shared);
    final Object message = new Object() {
      @Override
      public String toString() {
        a.info("rendering");
        return "message";
      }
    };
    Thread t1 = new Thread(() -> a.info("plain"), "logs-to-a");
    Thread t2 = new Thread(() -> c.info(message), "logs-to-c");
    t1.start();
    t2.start();
    t1.join();
    t2.join();
  }
}
