main entry
counter java.util.concurrent.CountDownLatch@Main.java:32.count cap 1 init 1
counter java.util.concurrent.LinkedBlockingQueue@Main.java:20.items cap 1 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:20.many cap 1 init 0

proc corpus.extra.interruptio.fixed.Main.<clinit> {
  s2: write corpus.extra.interruptio.fixed.Main.PIPE // at corpus.extra.interruptio.fixed.Main.<clinit>(Main.java:20)
}

proc corpus.extra.interruptio.fixed.Main.lambda$main$0[corpus.extra.interruptio.fixed.Main.main:33#8] {
  s1: call corpus.extra.interruptio.fixed.Main.write[corpus.extra.interruptio.fixed.Main.lambda$main$0:35#1,corpus.extra.interruptio.fixed.Main.main:33#8] // at corpus.extra.interruptio.fixed.Main.lambda$main$0(Main.java:35)
  s2: trydown java.util.concurrent.CountDownLatch@Main.java:32.count 1 else s2_1 // at corpus.extra.interruptio.fixed.Main.lambda$main$0(Main.java:36)
  s2_1: skip                             // at corpus.extra.interruptio.fixed.Main.lambda$main$0(Main.java:36)
}

proc corpus.extra.interruptio.fixed.Main.main {
  s8: fork corpus.extra.interruptio.fixed.Main.lambda$main$0[corpus.extra.interruptio.fixed.Main.main:33#8] java.lang.Thread@Main.java:33 // at corpus.extra.interruptio.fixed.Main.main(Main.java:41)
  s9: until java.util.concurrent.CountDownLatch@Main.java:32.count <= 0 // at corpus.extra.interruptio.fixed.Main.main(Main.java:42)
  s10: join java.lang.Thread@Main.java:33 // at corpus.extra.interruptio.fixed.Main.main(Main.java:43)
}

proc corpus.extra.interruptio.fixed.Main.write[corpus.extra.interruptio.fixed.Main.lambda$main$0:35#1,corpus.extra.interruptio.fixed.Main.main:33#8] {
  s1: read corpus.extra.interruptio.fixed.Main.PIPE // at corpus.extra.interruptio.fixed.Main.write(Main.java:24)
  s3: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:20.items 1 else s3_1 // at corpus.extra.interruptio.fixed.Main.write(Main.java:24)
  s3_3: goto s3_2                        // at corpus.extra.interruptio.fixed.Main.write(Main.java:24)
  s3_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:20.many 1 else s3_2 // at corpus.extra.interruptio.fixed.Main.write(Main.java:24)
  s3_2: skip                             // at corpus.extra.interruptio.fixed.Main.write(Main.java:24)
}

proc entry {
  init0: call corpus.extra.interruptio.fixed.Main.<clinit> // at corpus.extra.interruptio.fixed.Main.main(Main.java:32)
  main: call corpus.extra.interruptio.fixed.Main.main // at corpus.extra.interruptio.fixed.Main.main(Main.java:32)
}
