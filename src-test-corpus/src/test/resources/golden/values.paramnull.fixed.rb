main corpus.values.paramnull.fixed.Main.main
var corpus.values.paramnull.fixed.Main@Main.java:36.value { null nonnull } = null

proc corpus.values.paramnull.fixed.Main.<init>[corpus.values.paramnull.fixed.Main@Main.java:36] {
}

proc corpus.values.paramnull.fixed.Main.deliver[corpus.values.paramnull.fixed.Main@Main.java:36] {
  sync: acquire corpus.values.paramnull.fixed.Main@Main.java:36 // at corpus.values.paramnull.fixed.Main.deliver(Main.java:27)
  s2: assign corpus.values.paramnull.fixed.Main@Main.java:36.value nonnull // at corpus.values.paramnull.fixed.Main.deliver(Main.java:27)
  s3: notifyAll corpus.values.paramnull.fixed.Main@Main.java:36 // at corpus.values.paramnull.fixed.Main.deliver(Main.java:28)
  ret_0: release corpus.values.paramnull.fixed.Main@Main.java:36 // at corpus.values.paramnull.fixed.Main.deliver(Main.java:27)
}

proc corpus.values.paramnull.fixed.Main.lambda$main$0[corpus.values.paramnull.fixed.Main.main:37#8] {
  s1: call corpus.values.paramnull.fixed.Main.take[corpus.values.paramnull.fixed.Main@Main.java:36] // at corpus.values.paramnull.fixed.Main.lambda$main$0(Main.java:39)
}

proc corpus.values.paramnull.fixed.Main.main {
  s2: call corpus.values.paramnull.fixed.Main.<init>[corpus.values.paramnull.fixed.Main@Main.java:36] // at corpus.values.paramnull.fixed.Main.main(Main.java:36)
  s8: fork corpus.values.paramnull.fixed.Main.lambda$main$0[corpus.values.paramnull.fixed.Main.main:37#8] java.lang.Thread@Main.java:37 // at corpus.values.paramnull.fixed.Main.main(Main.java:44)
  s11: call corpus.values.paramnull.fixed.Main.produce[corpus.values.paramnull.fixed.Main@Main.java:36] // at corpus.values.paramnull.fixed.Main.main(Main.java:45)
  s12: join java.lang.Thread@Main.java:37 // at corpus.values.paramnull.fixed.Main.main(Main.java:46)
}

proc corpus.values.paramnull.fixed.Main.produce[corpus.values.paramnull.fixed.Main@Main.java:36] {
  s2: call corpus.values.paramnull.fixed.Main.deliver[corpus.values.paramnull.fixed.Main@Main.java:36] // at corpus.values.paramnull.fixed.Main.produce(Main.java:32)
}

proc corpus.values.paramnull.fixed.Main.take[corpus.values.paramnull.fixed.Main@Main.java:36] {
  sync: acquire corpus.values.paramnull.fixed.Main@Main.java:36 // at corpus.values.paramnull.fixed.Main.take(Main.java:20)
  s1: switch corpus.values.paramnull.fixed.Main@Main.java:36.value null s3 nonnull s5 // at corpus.values.paramnull.fixed.Main.take(Main.java:20)
  s3: wait corpus.values.paramnull.fixed.Main@Main.java:36 // at corpus.values.paramnull.fixed.Main.take(Main.java:21)
  s3_1: goto s1                          // at corpus.values.paramnull.fixed.Main.take(Main.java:21)
  s5: read corpus.values.paramnull.fixed.Main@Main.java:36.value // at corpus.values.paramnull.fixed.Main.take(Main.java:23)
  ret_0: release corpus.values.paramnull.fixed.Main@Main.java:36 // at corpus.values.paramnull.fixed.Main.take(Main.java:20)
}
