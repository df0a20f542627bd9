package realjars;

import io.reactivex.rxjava3.core.Observable;
import io.reactivex.rxjava3.schedulers.Schedulers;

/** An RxJava stream subscribed on the io scheduler and consumed blocking. */
public final class RxJavaSubscribeOn {
  public static void main(String[] args) {
    int sum = Observable.just(1, 2, 3)
        .subscribeOn(Schedulers.io())
        .map(x -> x * 2)
        .reduce(0, Integer::sum)
        .blockingGet();
    System.out.println(sum);
  }
}
