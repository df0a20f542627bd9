main entry
counter java.util.concurrent.CountDownLatch@Main.java:34.count cap 1 init 1
counter java.util.concurrent.LinkedBlockingQueue@Main.java:22.items cap 1 init 0
counter java.util.concurrent.LinkedBlockingQueue@Main.java:22.many cap 1 init 0

proc corpus.extra.interruptio.Main.<clinit> {
  s2: write corpus.extra.interruptio.Main.PIPE // at corpus.extra.interruptio.Main.<clinit>(Main.java:22)
}

proc corpus.extra.interruptio.Main.lambda$main$0[corpus.extra.interruptio.Main.main:35#8] {
  s1: call corpus.extra.interruptio.Main.write[corpus.extra.interruptio.Main.lambda$main$0:37#1,corpus.extra.interruptio.Main.main:35#8] // at corpus.extra.interruptio.Main.lambda$main$0(Main.java:37)
  s2: trydown java.util.concurrent.CountDownLatch@Main.java:34.count 1 else s2_1 // at corpus.extra.interruptio.Main.lambda$main$0(Main.java:38)
  s2_1: skip                             // at corpus.extra.interruptio.Main.lambda$main$0(Main.java:38)
}

proc corpus.extra.interruptio.Main.main {
  s8: fork corpus.extra.interruptio.Main.lambda$main$0[corpus.extra.interruptio.Main.main:35#8] java.lang.Thread@Main.java:35 // at corpus.extra.interruptio.Main.main(Main.java:43)
  s9: interrupt java.lang.Thread@Main.java:35 // at corpus.extra.interruptio.Main.main(Main.java:44)
  s10: until java.util.concurrent.CountDownLatch@Main.java:34.count <= 0 // at corpus.extra.interruptio.Main.main(Main.java:45)
}

proc corpus.extra.interruptio.Main.write[corpus.extra.interruptio.Main.lambda$main$0:37#1,corpus.extra.interruptio.Main.main:35#8] {
  s1: read corpus.extra.interruptio.Main.PIPE // at corpus.extra.interruptio.Main.write(Main.java:26)
  s3: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:22.items 1 else s3_1 // at corpus.extra.interruptio.Main.write(Main.java:26)
  s3_3: goto s3_2                        // at corpus.extra.interruptio.Main.write(Main.java:26)
  s3_1: tryup java.util.concurrent.LinkedBlockingQueue@Main.java:22.many 1 else s3_2 // at corpus.extra.interruptio.Main.write(Main.java:26)
  s3_2: skip                             // at corpus.extra.interruptio.Main.write(Main.java:26)
  s3_4: interruptible s8 checked         // at corpus.extra.interruptio.Main.write(Main.java:26)
  s3_5: skip                             // at corpus.extra.interruptio.Main.write(Main.java:26)
  s3_6: goto exit                        // at corpus.extra.interruptio.Main.write(Main.java:26)
  s8: interrupt self                     // at corpus.extra.interruptio.Main.write(Main.java:28)
  raise: raise                           // at corpus.extra.interruptio.Main.write(Main.java:26)
}

proc entry {
  init0: call corpus.extra.interruptio.Main.<clinit> // at corpus.extra.interruptio.Main.main(Main.java:34)
  main: call corpus.extra.interruptio.Main.main // at corpus.extra.interruptio.Main.main(Main.java:34)
}
