package harness.hdr;

import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Correct use of HdrHistogram's {@code Recorder}: two writers record values while the main
 * thread takes interval histograms (the recorder's writer-reader phaser flips between them).
 * Nothing blocks for ever.
 */
public class RecorderIntervals {
  public static void main(String[] args) throws InterruptedException {
    Recorder recorder = new Recorder(3);
    Thread first = new Thread(() -> {
      for (int i = 0; i < 3; i++) {
        recorder.recordValue(10 + i);
      }
    }, "writer-1");
    Thread second = new Thread(() -> {
      for (int i = 0; i < 3; i++) {
        recorder.recordValue(20 + i);
      }
    }, "writer-2");
    first.start();
    second.start();
    Histogram early = recorder.getIntervalHistogram();
    first.join();
    second.join();
    Histogram late = recorder.getIntervalHistogram();
    System.out.println(early.getTotalCount() + late.getTotalCount());
  }
}
