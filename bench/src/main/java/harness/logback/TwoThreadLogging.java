package harness.logback;

import ch.qos.logback.classic.Logger;
import ch.qos.logback.classic.LoggerContext;
import ch.qos.logback.core.read.ListAppender;
import ch.qos.logback.classic.spi.ILoggingEvent;

/**
 * Correct use of Logback 1.6.7 (never run by the build, only analysed): one logger context, a
 * list appender, two threads logging one line each, then the context stopped: no deadlock.
 */
public class TwoThreadLogging {
  public static void main(String[] args) throws Exception {
    LoggerContext ctx = new LoggerContext();
    ListAppender<ILoggingEvent> app = new ListAppender<>();
    app.setContext(ctx);
    app.start();
    Logger log = ctx.getLogger("h7");
    log.addAppender(app);
    Thread a = new Thread(() -> log.info("from a"), "a");
    Thread b = new Thread(() -> log.info("from b"), "b");
    a.start(); b.start(); a.join(); b.join();
    ctx.stop();
    System.out.println(app.list.size());
  }
}
