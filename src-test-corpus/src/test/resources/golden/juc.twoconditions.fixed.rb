main corpus.juc.twoconditions.fixed.Main.main
var corpus.juc.twoconditions.fixed.Main@Main.java:52.full { false true } = false

proc corpus.juc.twoconditions.fixed.Main.<init>[corpus.juc.twoconditions.fixed.Main@Main.java:52] {
  s4: write corpus.juc.twoconditions.fixed.Main@Main.java:52.lock // at corpus.juc.twoconditions.fixed.Main.<init>(Main.java:17)
  s5: read corpus.juc.twoconditions.fixed.Main@Main.java:52.lock // at corpus.juc.twoconditions.fixed.Main.<init>(Main.java:18)
  s7: write corpus.juc.twoconditions.fixed.Main@Main.java:52.notFull // at corpus.juc.twoconditions.fixed.Main.<init>(Main.java:18)
  s8: read corpus.juc.twoconditions.fixed.Main@Main.java:52.lock // at corpus.juc.twoconditions.fixed.Main.<init>(Main.java:19)
  s10: write corpus.juc.twoconditions.fixed.Main@Main.java:52.notEmpty // at corpus.juc.twoconditions.fixed.Main.<init>(Main.java:19)
}

proc corpus.juc.twoconditions.fixed.Main.lambda$main$0[corpus.juc.twoconditions.fixed.Main.main:53#8] {
  s1: read java.lang.System.out          // at corpus.juc.twoconditions.fixed.Main.lambda$main$0(Main.java:55)
  s2: call corpus.juc.twoconditions.fixed.Main.take[corpus.juc.twoconditions.fixed.Main@Main.java:52] // at corpus.juc.twoconditions.fixed.Main.lambda$main$0(Main.java:55)
  s3: call corpus.juc.twoconditions.fixed.Main.take[corpus.juc.twoconditions.fixed.Main@Main.java:52] // at corpus.juc.twoconditions.fixed.Main.lambda$main$0(Main.java:55)
}

proc corpus.juc.twoconditions.fixed.Main.main {
  s2: call corpus.juc.twoconditions.fixed.Main.<init>[corpus.juc.twoconditions.fixed.Main@Main.java:52] // at corpus.juc.twoconditions.fixed.Main.main(Main.java:52)
  s8: fork corpus.juc.twoconditions.fixed.Main.lambda$main$0[corpus.juc.twoconditions.fixed.Main.main:53#8] java.lang.Thread@Main.java:53 // at corpus.juc.twoconditions.fixed.Main.main(Main.java:60)
  s9: call corpus.juc.twoconditions.fixed.Main.put[corpus.juc.twoconditions.fixed.Main@Main.java:52] // at corpus.juc.twoconditions.fixed.Main.main(Main.java:61)
  s10: call corpus.juc.twoconditions.fixed.Main.put[corpus.juc.twoconditions.fixed.Main@Main.java:52] // at corpus.juc.twoconditions.fixed.Main.main(Main.java:62)
  s11: join java.lang.Thread@Main.java:53 // at corpus.juc.twoconditions.fixed.Main.main(Main.java:63)
}

proc corpus.juc.twoconditions.fixed.Main.put[corpus.juc.twoconditions.fixed.Main@Main.java:52] {
  s2: read corpus.juc.twoconditions.fixed.Main@Main.java:52.lock // at corpus.juc.twoconditions.fixed.Main.put(Main.java:24)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:17[corpus.juc.twoconditions.fixed.Main@Main.java:52] // at corpus.juc.twoconditions.fixed.Main.put(Main.java:24)
  s4: switch corpus.juc.twoconditions.fixed.Main@Main.java:52.full false s14 true s6 // at corpus.juc.twoconditions.fixed.Main.put(Main.java:26)
  s6: read corpus.juc.twoconditions.fixed.Main@Main.java:52.notFull // at corpus.juc.twoconditions.fixed.Main.put(Main.java:27)
  s7: await java.util.concurrent.locks.Condition@Main.java:18[corpus.juc.twoconditions.fixed.Main@Main.java:52] on java.util.concurrent.locks.ReentrantLock@Main.java:17[corpus.juc.twoconditions.fixed.Main@Main.java:52] // at corpus.juc.twoconditions.fixed.Main.put(Main.java:27)
  s7_1: goto s4                          // at corpus.juc.twoconditions.fixed.Main.put(Main.java:27)
  s14: write corpus.juc.twoconditions.fixed.Main@Main.java:52.item // at corpus.juc.twoconditions.fixed.Main.put(Main.java:29)
  s15: assign corpus.juc.twoconditions.fixed.Main@Main.java:52.full true // at corpus.juc.twoconditions.fixed.Main.put(Main.java:30)
  s16: read corpus.juc.twoconditions.fixed.Main@Main.java:52.notEmpty // at corpus.juc.twoconditions.fixed.Main.put(Main.java:31)
  s17: signal java.util.concurrent.locks.Condition@Main.java:19[corpus.juc.twoconditions.fixed.Main@Main.java:52] on java.util.concurrent.locks.ReentrantLock@Main.java:17[corpus.juc.twoconditions.fixed.Main@Main.java:52] // at corpus.juc.twoconditions.fixed.Main.put(Main.java:31)
  s18: read corpus.juc.twoconditions.fixed.Main@Main.java:52.lock // at corpus.juc.twoconditions.fixed.Main.put(Main.java:33)
  s19: release java.util.concurrent.locks.ReentrantLock@Main.java:17[corpus.juc.twoconditions.fixed.Main@Main.java:52] // at corpus.juc.twoconditions.fixed.Main.put(Main.java:33)
}

proc corpus.juc.twoconditions.fixed.Main.take[corpus.juc.twoconditions.fixed.Main@Main.java:52] {
  s1: read corpus.juc.twoconditions.fixed.Main@Main.java:52.lock // at corpus.juc.twoconditions.fixed.Main.take(Main.java:38)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:17[corpus.juc.twoconditions.fixed.Main@Main.java:52] // at corpus.juc.twoconditions.fixed.Main.take(Main.java:38)
  s3: switch corpus.juc.twoconditions.fixed.Main@Main.java:52.full false s5 true s13 // at corpus.juc.twoconditions.fixed.Main.take(Main.java:40)
  s5: read corpus.juc.twoconditions.fixed.Main@Main.java:52.notEmpty // at corpus.juc.twoconditions.fixed.Main.take(Main.java:41)
  s6: await java.util.concurrent.locks.Condition@Main.java:19[corpus.juc.twoconditions.fixed.Main@Main.java:52] on java.util.concurrent.locks.ReentrantLock@Main.java:17[corpus.juc.twoconditions.fixed.Main@Main.java:52] // at corpus.juc.twoconditions.fixed.Main.take(Main.java:41)
  s6_1: goto s3                          // at corpus.juc.twoconditions.fixed.Main.take(Main.java:41)
  s13: assign corpus.juc.twoconditions.fixed.Main@Main.java:52.full false // at corpus.juc.twoconditions.fixed.Main.take(Main.java:43)
  s14: read corpus.juc.twoconditions.fixed.Main@Main.java:52.notFull // at corpus.juc.twoconditions.fixed.Main.take(Main.java:44)
  s15: signal java.util.concurrent.locks.Condition@Main.java:18[corpus.juc.twoconditions.fixed.Main@Main.java:52] on java.util.concurrent.locks.ReentrantLock@Main.java:17[corpus.juc.twoconditions.fixed.Main@Main.java:52] // at corpus.juc.twoconditions.fixed.Main.take(Main.java:44)
  s16: read corpus.juc.twoconditions.fixed.Main@Main.java:52.item // at corpus.juc.twoconditions.fixed.Main.take(Main.java:45)
  s17: read corpus.juc.twoconditions.fixed.Main@Main.java:52.lock // at corpus.juc.twoconditions.fixed.Main.take(Main.java:47)
  s18: release java.util.concurrent.locks.ReentrantLock@Main.java:17[corpus.juc.twoconditions.fixed.Main@Main.java:52] // at corpus.juc.twoconditions.fixed.Main.take(Main.java:47)
}
