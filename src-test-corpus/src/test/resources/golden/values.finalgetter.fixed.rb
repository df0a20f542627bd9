main entry
var corpus.values.finalgetter.fixed.Main$Holder@Main.java:32[corpus.values.finalgetter.fixed.Main.main:48#3].payload { null nonnull } = null
var corpus.values.finalgetter.fixed.Main$Holder@Main.java:32[corpus.values.finalgetter.fixed.Main.main:49#6].payload { null nonnull } = null

proc corpus.values.finalgetter.fixed.Main$Holder.<init>[corpus.values.finalgetter.fixed.Main$Holder@Main.java:32,corpus.values.finalgetter.fixed.Main.main:48#3] {
  s3: assign corpus.values.finalgetter.fixed.Main$Holder@Main.java:32[corpus.values.finalgetter.fixed.Main.main:48#3].payload nonnull // at corpus.values.finalgetter.fixed.Main$Holder.<init>(Main.java:23)
}

proc corpus.values.finalgetter.fixed.Main$Holder.<init>[corpus.values.finalgetter.fixed.Main$Holder@Main.java:32,corpus.values.finalgetter.fixed.Main.main:49#6] {
  s3: assign corpus.values.finalgetter.fixed.Main$Holder@Main.java:32[corpus.values.finalgetter.fixed.Main.main:49#6].payload nonnull // at corpus.values.finalgetter.fixed.Main$Holder.<init>(Main.java:23)
}

proc corpus.values.finalgetter.fixed.Main$Holder.get[corpus.values.finalgetter.fixed.Main$Holder@Main.java:32,corpus.values.finalgetter.fixed.Main.main:48#3] {
  s1: read corpus.values.finalgetter.fixed.Main$Holder@Main.java:32[corpus.values.finalgetter.fixed.Main.main:48#3].payload // at corpus.values.finalgetter.fixed.Main$Holder.get(Main.java:27)
}

proc corpus.values.finalgetter.fixed.Main$Holder.get[corpus.values.finalgetter.fixed.Main$Holder@Main.java:32,corpus.values.finalgetter.fixed.Main.main:49#6] {
  s1: read corpus.values.finalgetter.fixed.Main$Holder@Main.java:32[corpus.values.finalgetter.fixed.Main.main:49#6].payload // at corpus.values.finalgetter.fixed.Main$Holder.get(Main.java:27)
}

proc corpus.values.finalgetter.fixed.Main.<clinit> {
  s2: write corpus.values.finalgetter.fixed.Main.lock // at corpus.values.finalgetter.fixed.Main.<clinit>(Main.java:17)
}

proc corpus.values.finalgetter.fixed.Main.check[corpus.values.finalgetter.fixed.Main.lambda$main$0:52#2,corpus.values.finalgetter.fixed.Main.main:50#11] {
  s1: call corpus.values.finalgetter.fixed.Main.isNull[corpus.values.finalgetter.fixed.Main.check:40#1,corpus.values.finalgetter.fixed.Main.lambda$main$0:52#2,corpus.values.finalgetter.fixed.Main.main:50#11]#result:boolean,p0=nonnull else exit // at corpus.values.finalgetter.fixed.Main.check(Main.java:40)
  s3: read corpus.values.finalgetter.fixed.Main.lock // at corpus.values.finalgetter.fixed.Main.check(Main.java:41)
  s4: acquire java.lang.Object@Main.java:17 // at corpus.values.finalgetter.fixed.Main.check(Main.java:41)
  s5: read corpus.values.finalgetter.fixed.Main.lock // at corpus.values.finalgetter.fixed.Main.check(Main.java:42)
  s6: wait java.lang.Object@Main.java:17 // at corpus.values.finalgetter.fixed.Main.check(Main.java:42)
  s7: release java.lang.Object@Main.java:17 // at corpus.values.finalgetter.fixed.Main.check(Main.java:43)
}

proc corpus.values.finalgetter.fixed.Main.check[corpus.values.finalgetter.fixed.Main.lambda$main$0:53#3,corpus.values.finalgetter.fixed.Main.main:50#11] {
  s1: call corpus.values.finalgetter.fixed.Main.isNull[corpus.values.finalgetter.fixed.Main.check:40#1,corpus.values.finalgetter.fixed.Main.lambda$main$0:53#3,corpus.values.finalgetter.fixed.Main.main:50#11]#result:boolean,p0=nonnull else exit // at corpus.values.finalgetter.fixed.Main.check(Main.java:40)
  s3: read corpus.values.finalgetter.fixed.Main.lock // at corpus.values.finalgetter.fixed.Main.check(Main.java:41)
  s4: acquire java.lang.Object@Main.java:17 // at corpus.values.finalgetter.fixed.Main.check(Main.java:41)
  s5: read corpus.values.finalgetter.fixed.Main.lock // at corpus.values.finalgetter.fixed.Main.check(Main.java:42)
  s6: wait java.lang.Object@Main.java:17 // at corpus.values.finalgetter.fixed.Main.check(Main.java:42)
  s7: release java.lang.Object@Main.java:17 // at corpus.values.finalgetter.fixed.Main.check(Main.java:43)
}

proc corpus.values.finalgetter.fixed.Main.isNull[corpus.values.finalgetter.fixed.Main.check:40#1,corpus.values.finalgetter.fixed.Main.lambda$main$0:52#2,corpus.values.finalgetter.fixed.Main.main:50#11] {
  s1: switch corpus.values.finalgetter.fixed.Main$Holder@Main.java:32[corpus.values.finalgetter.fixed.Main.main:48#3].payload null exit nonnull exit // at corpus.values.finalgetter.fixed.Main.isNull(Main.java:36)
}

proc corpus.values.finalgetter.fixed.Main.isNull[corpus.values.finalgetter.fixed.Main.check:40#1,corpus.values.finalgetter.fixed.Main.lambda$main$0:52#2,corpus.values.finalgetter.fixed.Main.main:50#11]#result:boolean,p0=nonnull {
  s1e1: switch corpus.values.finalgetter.fixed.Main$Holder@Main.java:32[corpus.values.finalgetter.fixed.Main.main:48#3].payload null exit nonnull raise // at corpus.values.finalgetter.fixed.Main.isNull(Main.java:36)
  raise: raise                           // at corpus.values.finalgetter.fixed.Main.isNull(Main.java:36)
}

proc corpus.values.finalgetter.fixed.Main.isNull[corpus.values.finalgetter.fixed.Main.check:40#1,corpus.values.finalgetter.fixed.Main.lambda$main$0:53#3,corpus.values.finalgetter.fixed.Main.main:50#11] {
  s1: switch corpus.values.finalgetter.fixed.Main$Holder@Main.java:32[corpus.values.finalgetter.fixed.Main.main:49#6].payload null exit nonnull exit // at corpus.values.finalgetter.fixed.Main.isNull(Main.java:36)
}

proc corpus.values.finalgetter.fixed.Main.isNull[corpus.values.finalgetter.fixed.Main.check:40#1,corpus.values.finalgetter.fixed.Main.lambda$main$0:53#3,corpus.values.finalgetter.fixed.Main.main:50#11]#result:boolean,p0=nonnull {
  s1e1: switch corpus.values.finalgetter.fixed.Main$Holder@Main.java:32[corpus.values.finalgetter.fixed.Main.main:49#6].payload null exit nonnull raise // at corpus.values.finalgetter.fixed.Main.isNull(Main.java:36)
  raise: raise                           // at corpus.values.finalgetter.fixed.Main.isNull(Main.java:36)
}

proc corpus.values.finalgetter.fixed.Main.lambda$main$0[corpus.values.finalgetter.fixed.Main.main:50#11] {
  s2: call corpus.values.finalgetter.fixed.Main.check[corpus.values.finalgetter.fixed.Main.lambda$main$0:52#2,corpus.values.finalgetter.fixed.Main.main:50#11] // at corpus.values.finalgetter.fixed.Main.lambda$main$0(Main.java:52)
  s3: call corpus.values.finalgetter.fixed.Main.check[corpus.values.finalgetter.fixed.Main.lambda$main$0:53#3,corpus.values.finalgetter.fixed.Main.main:50#11] // at corpus.values.finalgetter.fixed.Main.lambda$main$0(Main.java:53)
}

proc corpus.values.finalgetter.fixed.Main.main {
  s3: call corpus.values.finalgetter.fixed.Main.wrap[corpus.values.finalgetter.fixed.Main.main:48#3] // at corpus.values.finalgetter.fixed.Main.main(Main.java:48)
  s6: call corpus.values.finalgetter.fixed.Main.wrap[corpus.values.finalgetter.fixed.Main.main:49#6] // at corpus.values.finalgetter.fixed.Main.main(Main.java:49)
  s11: fork corpus.values.finalgetter.fixed.Main.lambda$main$0[corpus.values.finalgetter.fixed.Main.main:50#11] java.lang.Thread@Main.java:50 // at corpus.values.finalgetter.fixed.Main.main(Main.java:58)
  s12: join java.lang.Thread@Main.java:50 // at corpus.values.finalgetter.fixed.Main.main(Main.java:59)
}

proc corpus.values.finalgetter.fixed.Main.wrap[corpus.values.finalgetter.fixed.Main.main:48#3] {
  s2: call corpus.values.finalgetter.fixed.Main$Holder.<init>[corpus.values.finalgetter.fixed.Main$Holder@Main.java:32,corpus.values.finalgetter.fixed.Main.main:48#3] // at corpus.values.finalgetter.fixed.Main.wrap(Main.java:32)
}

proc corpus.values.finalgetter.fixed.Main.wrap[corpus.values.finalgetter.fixed.Main.main:49#6] {
  s2: call corpus.values.finalgetter.fixed.Main$Holder.<init>[corpus.values.finalgetter.fixed.Main$Holder@Main.java:32,corpus.values.finalgetter.fixed.Main.main:49#6] // at corpus.values.finalgetter.fixed.Main.wrap(Main.java:32)
}

proc entry {
  init0: call corpus.values.finalgetter.fixed.Main.<clinit> // at corpus.values.finalgetter.fixed.Main.main(Main.java:48)
  main: call corpus.values.finalgetter.fixed.Main.main // at corpus.values.finalgetter.fixed.Main.main(Main.java:48)
}
