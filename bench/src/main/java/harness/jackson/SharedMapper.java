package harness.jackson;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.Map;

/**
 * Correct use of Jackson: one {@code ObjectMapper} shared by two threads, one writing a map
 * as JSON and one reading a tree (the mapper's caches are concurrent maps).
 */
public class SharedMapper {
  public static void main(String[] args) throws InterruptedException {
    ObjectMapper mapper = new ObjectMapper();
    Thread writer = new Thread(() -> {
      try {
        mapper.writeValueAsString(Map.of("a", 1));
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    }, "writer");
    Thread reader = new Thread(() -> {
      try {
        mapper.readTree("{\"b\":2}");
      } catch (Exception e) {
        throw new IllegalStateException(e);
      }
    }, "reader");
    writer.start();
    reader.start();
    writer.join();
    reader.join();
  }
}
