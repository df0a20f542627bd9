package harness.gson;

import com.google.gson.Gson;

/**
 * Correct use of Gson 2.14.0: one {@code Gson} (documented thread-safe) shared by a thread
 * that writes an object as JSON and one that reads another; {@code main} joins both.
 */
public class SharedGson {
  static final Gson GSON = new Gson();

  /** A small value object, serialised by reflection. */
  static final class Point {
    int x;
    int y;

    Point(int x, int y) {
      this.x = x;
      this.y = y;
    }
  }

  public static void main(String[] args) throws Exception {
    String[] written = new String[1];
    Point[] read = new Point[1];
    Thread writer = new Thread(() -> written[0] = GSON.toJson(new Point(1, 2)), "writer");
    Thread reader = new Thread(() -> read[0] = GSON.fromJson("{\"x\":3,\"y\":4}", Point.class),
        "reader");
    writer.start();
    reader.start();
    writer.join();
    reader.join();
    System.out.println(written[0] + " " + read[0].x + "," + read[0].y);
  }
}
