main corpus.values.argvariant.fixed.Main.main
var corpus.values.argvariant.fixed.Main@Main.java:55.evictorWanted { false true } = false

proc corpus.values.argvariant.fixed.Main.<init>[corpus.values.argvariant.fixed.Main@Main.java:55] {
  s4: write corpus.values.argvariant.fixed.Main@Main.java:55.factory // at corpus.values.argvariant.fixed.Main.<init>(Main.java:18)
}

proc corpus.values.argvariant.fixed.Main.configure[args(p0=-1),corpus.values.argvariant.fixed.Main@Main.java:55] {
  s2: call corpus.values.argvariant.fixed.Main.setPeriod[args(p0=-1),corpus.values.argvariant.fixed.Main@Main.java:55] // at corpus.values.argvariant.fixed.Main.configure(Main.java:23)
}

proc corpus.values.argvariant.fixed.Main.evict[corpus.values.argvariant.fixed.Main@Main.java:55] {
  s2: acquire corpus.values.argvariant.fixed.Main@Main.java:55 // at corpus.values.argvariant.fixed.Main.evict(Main.java:39)
  s3: read corpus.values.argvariant.fixed.Main@Main.java:55.factory // at corpus.values.argvariant.fixed.Main.evict(Main.java:40)
  s4: acquire java.lang.Object@Main.java:18[corpus.values.argvariant.fixed.Main@Main.java:55] // at corpus.values.argvariant.fixed.Main.evict(Main.java:40)
  s5: write corpus.values.argvariant.fixed.Main@Main.java:55.idle // at corpus.values.argvariant.fixed.Main.evict(Main.java:41)
  s6: release java.lang.Object@Main.java:18[corpus.values.argvariant.fixed.Main@Main.java:55] // at corpus.values.argvariant.fixed.Main.evict(Main.java:42)
  s16: release corpus.values.argvariant.fixed.Main@Main.java:55 // at corpus.values.argvariant.fixed.Main.evict(Main.java:43)
}

proc corpus.values.argvariant.fixed.Main.main {
  s2: call corpus.values.argvariant.fixed.Main.<init>[corpus.values.argvariant.fixed.Main@Main.java:55] // at corpus.values.argvariant.fixed.Main.main(Main.java:55)
  s4: call corpus.values.argvariant.fixed.Main.configure[args(p0=-1),corpus.values.argvariant.fixed.Main@Main.java:55] // at corpus.values.argvariant.fixed.Main.main(Main.java:56)
  s5: call corpus.values.argvariant.fixed.Main.configure[args(p0=-1),corpus.values.argvariant.fixed.Main@Main.java:55] // at corpus.values.argvariant.fixed.Main.main(Main.java:57)
  s6: call corpus.values.argvariant.fixed.Main.startEvictor[corpus.values.argvariant.fixed.Main.main:58#6,corpus.values.argvariant.fixed.Main@Main.java:55] // at corpus.values.argvariant.fixed.Main.main(Main.java:58)
  s7: call corpus.values.argvariant.fixed.Main.returnObject[corpus.values.argvariant.fixed.Main@Main.java:55] // at corpus.values.argvariant.fixed.Main.main(Main.java:59)
}

proc corpus.values.argvariant.fixed.Main.returnObject[corpus.values.argvariant.fixed.Main@Main.java:55] {
  s1: read corpus.values.argvariant.fixed.Main@Main.java:55.factory // at corpus.values.argvariant.fixed.Main.returnObject(Main.java:47)
  s2: acquire java.lang.Object@Main.java:18[corpus.values.argvariant.fixed.Main@Main.java:55] // at corpus.values.argvariant.fixed.Main.returnObject(Main.java:47)
  s4: acquire corpus.values.argvariant.fixed.Main@Main.java:55 // at corpus.values.argvariant.fixed.Main.returnObject(Main.java:48)
  s5: read corpus.values.argvariant.fixed.Main@Main.java:55.idle // at corpus.values.argvariant.fixed.Main.returnObject(Main.java:49)
  s7: write corpus.values.argvariant.fixed.Main@Main.java:55.idle // at corpus.values.argvariant.fixed.Main.returnObject(Main.java:49)
  s8: release corpus.values.argvariant.fixed.Main@Main.java:55 // at corpus.values.argvariant.fixed.Main.returnObject(Main.java:50)
  s18: release java.lang.Object@Main.java:18[corpus.values.argvariant.fixed.Main@Main.java:55] // at corpus.values.argvariant.fixed.Main.returnObject(Main.java:51)
}

proc corpus.values.argvariant.fixed.Main.setPeriod[args(p0=-1),corpus.values.argvariant.fixed.Main@Main.java:55] {
  sync: acquire corpus.values.argvariant.fixed.Main@Main.java:55 // at corpus.values.argvariant.fixed.Main.setPeriod(Main.java:27)
  ret_0: release corpus.values.argvariant.fixed.Main@Main.java:55 // at corpus.values.argvariant.fixed.Main.setPeriod(Main.java:27)
}

proc corpus.values.argvariant.fixed.Main.startEvictor[corpus.values.argvariant.fixed.Main.main:58#6,corpus.values.argvariant.fixed.Main@Main.java:55] {
  sync: acquire corpus.values.argvariant.fixed.Main@Main.java:55 // at corpus.values.argvariant.fixed.Main.startEvictor(Main.java:33)
  s1: switch corpus.values.argvariant.fixed.Main@Main.java:55.evictorWanted false ret_0 true s6 // at corpus.values.argvariant.fixed.Main.startEvictor(Main.java:33)
  s6: fork corpus.values.argvariant.fixed.Main.evict[corpus.values.argvariant.fixed.Main@Main.java:55] java.lang.Thread@Main.java:34[corpus.values.argvariant.fixed.Main.main:58#6,corpus.values.argvariant.fixed.Main@Main.java:55] // at corpus.values.argvariant.fixed.Main.startEvictor(Main.java:34)
  ret_0: release corpus.values.argvariant.fixed.Main@Main.java:55 // at corpus.values.argvariant.fixed.Main.startEvictor(Main.java:33)
}
