main corpus.juc.tryacquire.Main.main
counter java.util.concurrent.Semaphore@Main.java:18[corpus.juc.tryacquire.Main@Main.java:35].permits limit 3 init 1

proc corpus.juc.tryacquire.Main.<init>[corpus.juc.tryacquire.Main@Main.java:35] {
  s4: write corpus.juc.tryacquire.Main@Main.java:35.limiter // at corpus.juc.tryacquire.Main.<init>(Main.java:18)
}

proc corpus.juc.tryacquire.Main.handle[corpus.juc.tryacquire.Main@Main.java:35] {
  s2: read corpus.juc.tryacquire.Main@Main.java:35.limiter // at corpus.juc.tryacquire.Main.handle(Main.java:22)
  s3: trydown java.util.concurrent.Semaphore@Main.java:18[corpus.juc.tryacquire.Main@Main.java:35].permits 1 else s16 // at corpus.juc.tryacquire.Main.handle(Main.java:22)
  s5: read corpus.juc.tryacquire.Main@Main.java:35.served // at corpus.juc.tryacquire.Main.handle(Main.java:24)
  s7: write corpus.juc.tryacquire.Main@Main.java:35.served // at corpus.juc.tryacquire.Main.handle(Main.java:24)
  s8: read corpus.juc.tryacquire.Main@Main.java:35.limiter // at corpus.juc.tryacquire.Main.handle(Main.java:26)
  s9: up java.util.concurrent.Semaphore@Main.java:18[corpus.juc.tryacquire.Main@Main.java:35].permits 1 // at corpus.juc.tryacquire.Main.handle(Main.java:26)
  s9_1: goto exit                        // at corpus.juc.tryacquire.Main.handle(Main.java:26)
  s16: read corpus.juc.tryacquire.Main@Main.java:35.limiter // at corpus.juc.tryacquire.Main.handle(Main.java:29)
  s17: down java.util.concurrent.Semaphore@Main.java:18[corpus.juc.tryacquire.Main@Main.java:35].permits 1 // at corpus.juc.tryacquire.Main.handle(Main.java:29)
  s18: read corpus.juc.tryacquire.Main@Main.java:35.served // at corpus.juc.tryacquire.Main.handle(Main.java:30)
  s20: write corpus.juc.tryacquire.Main@Main.java:35.served // at corpus.juc.tryacquire.Main.handle(Main.java:30)
}

proc corpus.juc.tryacquire.Main.lambda$main$0[corpus.juc.tryacquire.Main.main:44#10] {
  s1: call corpus.juc.tryacquire.Main.handle[corpus.juc.tryacquire.Main@Main.java:35] // at corpus.juc.tryacquire.Main.lambda$main$0(Main.java:38)
  s2: call corpus.juc.tryacquire.Main.handle[corpus.juc.tryacquire.Main@Main.java:35] // at corpus.juc.tryacquire.Main.lambda$main$0(Main.java:39)
}

proc corpus.juc.tryacquire.Main.main {
  s2: call corpus.juc.tryacquire.Main.<init>[corpus.juc.tryacquire.Main@Main.java:35] // at corpus.juc.tryacquire.Main.main(Main.java:35)
  s10: fork corpus.juc.tryacquire.Main.lambda$main$0[corpus.juc.tryacquire.Main.main:44#10] java.lang.Thread@Main.java:44 // at corpus.juc.tryacquire.Main.main(Main.java:46)
  s11: fork corpus.juc.tryacquire.Main.lambda$main$0[corpus.juc.tryacquire.Main.main:44#10] java.lang.Thread@Main.java:45 // at corpus.juc.tryacquire.Main.main(Main.java:47)
  s12: join java.lang.Thread@Main.java:44 // at corpus.juc.tryacquire.Main.main(Main.java:48)
  s13: join java.lang.Thread@Main.java:45 // at corpus.juc.tryacquire.Main.main(Main.java:49)
}
