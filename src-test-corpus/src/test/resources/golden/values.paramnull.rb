main corpus.values.paramnull.Main.main

proc corpus.values.paramnull.Main.<init>[corpus.values.paramnull.Main@Main.java:32] {
}

proc corpus.values.paramnull.Main.deliver[corpus.values.paramnull.Main@Main.java:32] {
  sync: acquire corpus.values.paramnull.Main@Main.java:32 // at corpus.values.paramnull.Main.deliver(Main.java:27)
  s2: write corpus.values.paramnull.Main@Main.java:32.value // at corpus.values.paramnull.Main.deliver(Main.java:27)
  s3: notifyAll corpus.values.paramnull.Main@Main.java:32 // at corpus.values.paramnull.Main.deliver(Main.java:28)
  ret_0: release corpus.values.paramnull.Main@Main.java:32 // at corpus.values.paramnull.Main.deliver(Main.java:27)
}

proc corpus.values.paramnull.Main.lambda$main$0[corpus.values.paramnull.Main.main:33#8] {
  s1: call corpus.values.paramnull.Main.take[corpus.values.paramnull.Main@Main.java:32] // at corpus.values.paramnull.Main.lambda$main$0(Main.java:35)
}

proc corpus.values.paramnull.Main.main {
  s2: call corpus.values.paramnull.Main.<init>[corpus.values.paramnull.Main@Main.java:32] // at corpus.values.paramnull.Main.main(Main.java:32)
  s8: fork corpus.values.paramnull.Main.lambda$main$0[corpus.values.paramnull.Main.main:33#8] java.lang.Thread@Main.java:33 // at corpus.values.paramnull.Main.main(Main.java:40)
  s9: call corpus.values.paramnull.Main.deliver[corpus.values.paramnull.Main@Main.java:32] // at corpus.values.paramnull.Main.main(Main.java:41)
  s10: join java.lang.Thread@Main.java:33 // at corpus.values.paramnull.Main.main(Main.java:42)
}

proc corpus.values.paramnull.Main.take[corpus.values.paramnull.Main@Main.java:32] {
  sync: acquire corpus.values.paramnull.Main@Main.java:32 // at corpus.values.paramnull.Main.take(Main.java:20)
  s1: read corpus.values.paramnull.Main@Main.java:32.value // at corpus.values.paramnull.Main.take(Main.java:20)
  s2: jump s3 s5                         // at corpus.values.paramnull.Main.take(Main.java:20)
  s3: wait corpus.values.paramnull.Main@Main.java:32 // at corpus.values.paramnull.Main.take(Main.java:21)
  s3_1: goto s1                          // at corpus.values.paramnull.Main.take(Main.java:21)
  s5: read corpus.values.paramnull.Main@Main.java:32.value // at corpus.values.paramnull.Main.take(Main.java:23)
  ret_0: release corpus.values.paramnull.Main@Main.java:32 // at corpus.values.paramnull.Main.take(Main.java:20)
}
