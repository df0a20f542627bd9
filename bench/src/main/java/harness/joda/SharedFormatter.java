package harness.joda;

import org.joda.time.DateTime;
import org.joda.time.DateTimeZone;
import org.joda.time.format.DateTimeFormatter;
import org.joda.time.format.ISODateTimeFormat;

/**
 * Correct use of Joda-Time 2.1: one immutable {@code DateTimeFormatter} shared by a thread
 * that prints a date and one that parses another; {@code main} joins both.
 */
public class SharedFormatter {
  public static void main(String[] args) throws Exception {
    DateTimeFormatter format = ISODateTimeFormat.dateTime().withZone(DateTimeZone.UTC);
    String[] printed = new String[1];
    long[] parsed = new long[1];
    Thread printer = new Thread(
        () -> printed[0] = format.print(new DateTime(0L, DateTimeZone.UTC)), "printer");
    Thread parser = new Thread(
        () -> parsed[0] = format.parseMillis("2020-01-02T03:04:05.006Z"), "parser");
    printer.start();
    parser.start();
    printer.join();
    parser.join();
    System.out.println(printed[0] + " " + parsed[0]);
  }
}
