main corpus.juc.twoconditions.Main.main
var corpus.juc.twoconditions.Main@Main.java:54.full { false true } = false

proc corpus.juc.twoconditions.Main.<init>[corpus.juc.twoconditions.Main@Main.java:54] {
  s4: write corpus.juc.twoconditions.Main@Main.java:54.lock // at corpus.juc.twoconditions.Main.<init>(Main.java:19)
  s5: read corpus.juc.twoconditions.Main@Main.java:54.lock // at corpus.juc.twoconditions.Main.<init>(Main.java:20)
  s7: write corpus.juc.twoconditions.Main@Main.java:54.notFull // at corpus.juc.twoconditions.Main.<init>(Main.java:20)
  s8: read corpus.juc.twoconditions.Main@Main.java:54.lock // at corpus.juc.twoconditions.Main.<init>(Main.java:21)
  s10: write corpus.juc.twoconditions.Main@Main.java:54.notEmpty // at corpus.juc.twoconditions.Main.<init>(Main.java:21)
}

proc corpus.juc.twoconditions.Main.lambda$main$0[corpus.juc.twoconditions.Main.main:55#8] {
  s1: read java.lang.System.out          // at corpus.juc.twoconditions.Main.lambda$main$0(Main.java:57)
  s2: call corpus.juc.twoconditions.Main.take[corpus.juc.twoconditions.Main@Main.java:54] // at corpus.juc.twoconditions.Main.lambda$main$0(Main.java:57)
  s3: call corpus.juc.twoconditions.Main.take[corpus.juc.twoconditions.Main@Main.java:54] // at corpus.juc.twoconditions.Main.lambda$main$0(Main.java:57)
}

proc corpus.juc.twoconditions.Main.main {
  s2: call corpus.juc.twoconditions.Main.<init>[corpus.juc.twoconditions.Main@Main.java:54] // at corpus.juc.twoconditions.Main.main(Main.java:54)
  s8: fork corpus.juc.twoconditions.Main.lambda$main$0[corpus.juc.twoconditions.Main.main:55#8] java.lang.Thread@Main.java:55 // at corpus.juc.twoconditions.Main.main(Main.java:62)
  s9: call corpus.juc.twoconditions.Main.put[corpus.juc.twoconditions.Main@Main.java:54] // at corpus.juc.twoconditions.Main.main(Main.java:63)
  s10: call corpus.juc.twoconditions.Main.put[corpus.juc.twoconditions.Main@Main.java:54] // at corpus.juc.twoconditions.Main.main(Main.java:64)
  s11: join java.lang.Thread@Main.java:55 // at corpus.juc.twoconditions.Main.main(Main.java:65)
}

proc corpus.juc.twoconditions.Main.put[corpus.juc.twoconditions.Main@Main.java:54] {
  s2: read corpus.juc.twoconditions.Main@Main.java:54.lock // at corpus.juc.twoconditions.Main.put(Main.java:26)
  s3: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.juc.twoconditions.Main@Main.java:54] // at corpus.juc.twoconditions.Main.put(Main.java:26)
  s4: switch corpus.juc.twoconditions.Main@Main.java:54.full false s14 true s6 // at corpus.juc.twoconditions.Main.put(Main.java:28)
  s6: read corpus.juc.twoconditions.Main@Main.java:54.notFull // at corpus.juc.twoconditions.Main.put(Main.java:29)
  s7: await java.util.concurrent.locks.Condition@Main.java:20[corpus.juc.twoconditions.Main@Main.java:54] on java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.juc.twoconditions.Main@Main.java:54] // at corpus.juc.twoconditions.Main.put(Main.java:29)
  s7_1: goto s4                          // at corpus.juc.twoconditions.Main.put(Main.java:29)
  s14: write corpus.juc.twoconditions.Main@Main.java:54.item // at corpus.juc.twoconditions.Main.put(Main.java:31)
  s15: assign corpus.juc.twoconditions.Main@Main.java:54.full true // at corpus.juc.twoconditions.Main.put(Main.java:32)
  s16: read corpus.juc.twoconditions.Main@Main.java:54.notFull // at corpus.juc.twoconditions.Main.put(Main.java:33)
  s17: signal java.util.concurrent.locks.Condition@Main.java:20[corpus.juc.twoconditions.Main@Main.java:54] on java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.juc.twoconditions.Main@Main.java:54] // at corpus.juc.twoconditions.Main.put(Main.java:33)
  s18: read corpus.juc.twoconditions.Main@Main.java:54.lock // at corpus.juc.twoconditions.Main.put(Main.java:35)
  s19: release java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.juc.twoconditions.Main@Main.java:54] // at corpus.juc.twoconditions.Main.put(Main.java:35)
}

proc corpus.juc.twoconditions.Main.take[corpus.juc.twoconditions.Main@Main.java:54] {
  s1: read corpus.juc.twoconditions.Main@Main.java:54.lock // at corpus.juc.twoconditions.Main.take(Main.java:40)
  s2: acquire java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.juc.twoconditions.Main@Main.java:54] // at corpus.juc.twoconditions.Main.take(Main.java:40)
  s3: switch corpus.juc.twoconditions.Main@Main.java:54.full false s5 true s13 // at corpus.juc.twoconditions.Main.take(Main.java:42)
  s5: read corpus.juc.twoconditions.Main@Main.java:54.notEmpty // at corpus.juc.twoconditions.Main.take(Main.java:43)
  s6: await java.util.concurrent.locks.Condition@Main.java:21[corpus.juc.twoconditions.Main@Main.java:54] on java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.juc.twoconditions.Main@Main.java:54] // at corpus.juc.twoconditions.Main.take(Main.java:43)
  s6_1: goto s3                          // at corpus.juc.twoconditions.Main.take(Main.java:43)
  s13: assign corpus.juc.twoconditions.Main@Main.java:54.full false // at corpus.juc.twoconditions.Main.take(Main.java:45)
  s14: read corpus.juc.twoconditions.Main@Main.java:54.notFull // at corpus.juc.twoconditions.Main.take(Main.java:46)
  s15: signal java.util.concurrent.locks.Condition@Main.java:20[corpus.juc.twoconditions.Main@Main.java:54] on java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.juc.twoconditions.Main@Main.java:54] // at corpus.juc.twoconditions.Main.take(Main.java:46)
  s16: read corpus.juc.twoconditions.Main@Main.java:54.item // at corpus.juc.twoconditions.Main.take(Main.java:47)
  s17: read corpus.juc.twoconditions.Main@Main.java:54.lock // at corpus.juc.twoconditions.Main.take(Main.java:49)
  s18: release java.util.concurrent.locks.ReentrantLock@Main.java:19[corpus.juc.twoconditions.Main@Main.java:54] // at corpus.juc.twoconditions.Main.take(Main.java:49)
}
