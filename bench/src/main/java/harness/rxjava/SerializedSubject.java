package harness.rxjava;

import io.reactivex.rxjava3.subjects.PublishSubject;
import io.reactivex.rxjava3.subjects.Subject;

/**
 * Correct concurrent use of RxJava 3.1.12 (never run by the build, only analysed): two threads
 * emit into one serialized {@code PublishSubject}, whose subscriber adds to a total under its
 * own monitor. {@code toSerialized()} makes emissions from several threads safe without
 * holding a lock while the subscriber runs: no deadlock.
 */
public class SerializedSubject {
  static final Object LOCK = new Object();
  static int total;

  public static void main(String[] args) throws Exception {
    final Subject<Integer> subject = PublishSubject.<Integer>create().toSerialized();
    subject.subscribe(v -> {
      synchronized (LOCK) {
        total += v;
      }
    });
    Thread t1 = new Thread(() -> subject.onNext(1), "emits-1");
    Thread t2 = new Thread(() -> subject.onNext(2), "emits-2");
    t1.start();
    t2.start();
    t1.join();
    t2.join();
    subject.onComplete();
  }
}
