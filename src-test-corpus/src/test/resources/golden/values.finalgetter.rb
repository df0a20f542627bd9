main entry

proc corpus.values.finalgetter.Main$Holder.<init>[corpus.values.finalgetter.Main$Holder@Main.java:33,corpus.values.finalgetter.Main.main:49#3] {
  s3: write corpus.values.finalgetter.Main$Holder@Main.java:33[corpus.values.finalgetter.Main.main:49#3].payload // at corpus.values.finalgetter.Main$Holder.<init>(Main.java:24)
}

proc corpus.values.finalgetter.Main$Holder.<init>[corpus.values.finalgetter.Main$Holder@Main.java:33,corpus.values.finalgetter.Main.main:50#4] {
  s3: write corpus.values.finalgetter.Main$Holder@Main.java:33[corpus.values.finalgetter.Main.main:50#4].payload // at corpus.values.finalgetter.Main$Holder.<init>(Main.java:24)
}

proc corpus.values.finalgetter.Main$Holder.get[corpus.values.finalgetter.Main$Holder@Main.java:33,corpus.values.finalgetter.Main.main:49#3] {
  s1: read corpus.values.finalgetter.Main$Holder@Main.java:33[corpus.values.finalgetter.Main.main:49#3].payload // at corpus.values.finalgetter.Main$Holder.get(Main.java:28)
}

proc corpus.values.finalgetter.Main$Holder.get[corpus.values.finalgetter.Main$Holder@Main.java:33,corpus.values.finalgetter.Main.main:49#3]#result:null {
  s1: read corpus.values.finalgetter.Main$Holder@Main.java:33[corpus.values.finalgetter.Main.main:49#3].payload // at corpus.values.finalgetter.Main$Holder.get(Main.java:28)
  s2: jump exit raise                    // at corpus.values.finalgetter.Main$Holder.get(Main.java:28)
  raise: raise                           // at corpus.values.finalgetter.Main$Holder.get(Main.java:28)
}

proc corpus.values.finalgetter.Main$Holder.get[corpus.values.finalgetter.Main$Holder@Main.java:33,corpus.values.finalgetter.Main.main:50#4] {
  s1: read corpus.values.finalgetter.Main$Holder@Main.java:33[corpus.values.finalgetter.Main.main:50#4].payload // at corpus.values.finalgetter.Main$Holder.get(Main.java:28)
}

proc corpus.values.finalgetter.Main$Holder.get[corpus.values.finalgetter.Main$Holder@Main.java:33,corpus.values.finalgetter.Main.main:50#4]#result:null {
  s1: read corpus.values.finalgetter.Main$Holder@Main.java:33[corpus.values.finalgetter.Main.main:50#4].payload // at corpus.values.finalgetter.Main$Holder.get(Main.java:28)
  s2: jump exit raise                    // at corpus.values.finalgetter.Main$Holder.get(Main.java:28)
  raise: raise                           // at corpus.values.finalgetter.Main$Holder.get(Main.java:28)
}

proc corpus.values.finalgetter.Main.<clinit> {
  s2: write corpus.values.finalgetter.Main.lock // at corpus.values.finalgetter.Main.<clinit>(Main.java:18)
}

proc corpus.values.finalgetter.Main.check[corpus.values.finalgetter.Main.lambda$main$0:53#2,corpus.values.finalgetter.Main.main:51#9] {
  s1: call corpus.values.finalgetter.Main.isNull[corpus.values.finalgetter.Main.check:41#1,corpus.values.finalgetter.Main.lambda$main$0:53#2,corpus.values.finalgetter.Main.main:51#9]#result:boolean,p0=nonnull else exit // at corpus.values.finalgetter.Main.check(Main.java:41)
  s3: read corpus.values.finalgetter.Main.lock // at corpus.values.finalgetter.Main.check(Main.java:42)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.values.finalgetter.Main.check(Main.java:42)
  s5: read corpus.values.finalgetter.Main.lock // at corpus.values.finalgetter.Main.check(Main.java:43)
  s6: wait java.lang.Object@Main.java:18 // at corpus.values.finalgetter.Main.check(Main.java:43)
  s7: release java.lang.Object@Main.java:18 // at corpus.values.finalgetter.Main.check(Main.java:44)
}

proc corpus.values.finalgetter.Main.check[corpus.values.finalgetter.Main.lambda$main$0:54#3,corpus.values.finalgetter.Main.main:51#9] {
  s1: call corpus.values.finalgetter.Main.isNull[corpus.values.finalgetter.Main.check:41#1,corpus.values.finalgetter.Main.lambda$main$0:54#3,corpus.values.finalgetter.Main.main:51#9]#result:boolean,p0=nonnull else exit // at corpus.values.finalgetter.Main.check(Main.java:41)
  s3: read corpus.values.finalgetter.Main.lock // at corpus.values.finalgetter.Main.check(Main.java:42)
  s4: acquire java.lang.Object@Main.java:18 // at corpus.values.finalgetter.Main.check(Main.java:42)
  s5: read corpus.values.finalgetter.Main.lock // at corpus.values.finalgetter.Main.check(Main.java:43)
  s6: wait java.lang.Object@Main.java:18 // at corpus.values.finalgetter.Main.check(Main.java:43)
  s7: release java.lang.Object@Main.java:18 // at corpus.values.finalgetter.Main.check(Main.java:44)
}

proc corpus.values.finalgetter.Main.isNull[corpus.values.finalgetter.Main.check:41#1,corpus.values.finalgetter.Main.lambda$main$0:53#2,corpus.values.finalgetter.Main.main:51#9] {
  s1: call corpus.values.finalgetter.Main$Holder.get[corpus.values.finalgetter.Main$Holder@Main.java:33,corpus.values.finalgetter.Main.main:49#3]#result:null else exit // at corpus.values.finalgetter.Main.isNull(Main.java:37)
}

proc corpus.values.finalgetter.Main.isNull[corpus.values.finalgetter.Main.check:41#1,corpus.values.finalgetter.Main.lambda$main$0:53#2,corpus.values.finalgetter.Main.main:51#9]#result:boolean,p0=nonnull {
  s1e1: call corpus.values.finalgetter.Main$Holder.get[corpus.values.finalgetter.Main$Holder@Main.java:33,corpus.values.finalgetter.Main.main:49#3]#result:null else exit // at corpus.values.finalgetter.Main.isNull(Main.java:37)
  raise: raise                           // at corpus.values.finalgetter.Main.isNull(Main.java:37)
}

proc corpus.values.finalgetter.Main.isNull[corpus.values.finalgetter.Main.check:41#1,corpus.values.finalgetter.Main.lambda$main$0:54#3,corpus.values.finalgetter.Main.main:51#9] {
  s1: call corpus.values.finalgetter.Main$Holder.get[corpus.values.finalgetter.Main$Holder@Main.java:33,corpus.values.finalgetter.Main.main:50#4]#result:null else exit // at corpus.values.finalgetter.Main.isNull(Main.java:37)
}

proc corpus.values.finalgetter.Main.isNull[corpus.values.finalgetter.Main.check:41#1,corpus.values.finalgetter.Main.lambda$main$0:54#3,corpus.values.finalgetter.Main.main:51#9]#result:boolean,p0=nonnull {
  s1e1: call corpus.values.finalgetter.Main$Holder.get[corpus.values.finalgetter.Main$Holder@Main.java:33,corpus.values.finalgetter.Main.main:50#4]#result:null else exit // at corpus.values.finalgetter.Main.isNull(Main.java:37)
  raise: raise                           // at corpus.values.finalgetter.Main.isNull(Main.java:37)
}

proc corpus.values.finalgetter.Main.lambda$main$0[corpus.values.finalgetter.Main.main:51#9] {
  s2: call corpus.values.finalgetter.Main.check[corpus.values.finalgetter.Main.lambda$main$0:53#2,corpus.values.finalgetter.Main.main:51#9] // at corpus.values.finalgetter.Main.lambda$main$0(Main.java:53)
  s3: call corpus.values.finalgetter.Main.check[corpus.values.finalgetter.Main.lambda$main$0:54#3,corpus.values.finalgetter.Main.main:51#9] // at corpus.values.finalgetter.Main.lambda$main$0(Main.java:54)
}

proc corpus.values.finalgetter.Main.main {
  s3: call corpus.values.finalgetter.Main.wrap[corpus.values.finalgetter.Main.main:49#3] // at corpus.values.finalgetter.Main.main(Main.java:49)
  s4: call corpus.values.finalgetter.Main.wrap[corpus.values.finalgetter.Main.main:50#4] // at corpus.values.finalgetter.Main.main(Main.java:50)
  s9: fork corpus.values.finalgetter.Main.lambda$main$0[corpus.values.finalgetter.Main.main:51#9] java.lang.Thread@Main.java:51 // at corpus.values.finalgetter.Main.main(Main.java:59)
  s10: join java.lang.Thread@Main.java:51 // at corpus.values.finalgetter.Main.main(Main.java:60)
}

proc corpus.values.finalgetter.Main.wrap[corpus.values.finalgetter.Main.main:49#3] {
  s2: call corpus.values.finalgetter.Main$Holder.<init>[corpus.values.finalgetter.Main$Holder@Main.java:33,corpus.values.finalgetter.Main.main:49#3] // at corpus.values.finalgetter.Main.wrap(Main.java:33)
}

proc corpus.values.finalgetter.Main.wrap[corpus.values.finalgetter.Main.main:50#4] {
  s2: call corpus.values.finalgetter.Main$Holder.<init>[corpus.values.finalgetter.Main$Holder@Main.java:33,corpus.values.finalgetter.Main.main:50#4] // at corpus.values.finalgetter.Main.wrap(Main.java:33)
}

proc entry {
  init0: call corpus.values.finalgetter.Main.<clinit> // at corpus.values.finalgetter.Main.main(Main.java:49)
  main: call corpus.values.finalgetter.Main.main // at corpus.values.finalgetter.Main.main(Main.java:49)
}
