main corpus.values.argvariant.Main.main
var corpus.values.argvariant.Main@Main.java:56.evictorWanted { false true } = false

proc corpus.values.argvariant.Main.<init>[corpus.values.argvariant.Main@Main.java:56] {
  s4: write corpus.values.argvariant.Main@Main.java:56.factory // at corpus.values.argvariant.Main.<init>(Main.java:19)
}

proc corpus.values.argvariant.Main.configure[args(p0=0),corpus.values.argvariant.Main@Main.java:56] {
  s2: call corpus.values.argvariant.Main.setPeriod[args(p0=0),corpus.values.argvariant.Main@Main.java:56] // at corpus.values.argvariant.Main.configure(Main.java:24)
}

proc corpus.values.argvariant.Main.configure[args(p0=30000),corpus.values.argvariant.Main@Main.java:56] {
  s2: call corpus.values.argvariant.Main.setPeriod[corpus.values.argvariant.Main@Main.java:56] // at corpus.values.argvariant.Main.configure(Main.java:24)
}

proc corpus.values.argvariant.Main.evict[corpus.values.argvariant.Main@Main.java:56] {
  s2: acquire corpus.values.argvariant.Main@Main.java:56 // at corpus.values.argvariant.Main.evict(Main.java:40)
  s3: read corpus.values.argvariant.Main@Main.java:56.factory // at corpus.values.argvariant.Main.evict(Main.java:41)
  s4: acquire java.lang.Object@Main.java:19[corpus.values.argvariant.Main@Main.java:56] // at corpus.values.argvariant.Main.evict(Main.java:41)
  s5: write corpus.values.argvariant.Main@Main.java:56.idle // at corpus.values.argvariant.Main.evict(Main.java:42)
  s6: release java.lang.Object@Main.java:19[corpus.values.argvariant.Main@Main.java:56] // at corpus.values.argvariant.Main.evict(Main.java:43)
  s16: release corpus.values.argvariant.Main@Main.java:56 // at corpus.values.argvariant.Main.evict(Main.java:44)
}

proc corpus.values.argvariant.Main.main {
  s2: call corpus.values.argvariant.Main.<init>[corpus.values.argvariant.Main@Main.java:56] // at corpus.values.argvariant.Main.main(Main.java:56)
  s4: call corpus.values.argvariant.Main.configure[args(p0=0),corpus.values.argvariant.Main@Main.java:56] // at corpus.values.argvariant.Main.main(Main.java:57)
  s5: call corpus.values.argvariant.Main.configure[args(p0=30000),corpus.values.argvariant.Main@Main.java:56] // at corpus.values.argvariant.Main.main(Main.java:58)
  s6: call corpus.values.argvariant.Main.startEvictor[corpus.values.argvariant.Main.main:59#6,corpus.values.argvariant.Main@Main.java:56] // at corpus.values.argvariant.Main.main(Main.java:59)
  s7: call corpus.values.argvariant.Main.returnObject[corpus.values.argvariant.Main@Main.java:56] // at corpus.values.argvariant.Main.main(Main.java:60)
}

proc corpus.values.argvariant.Main.returnObject[corpus.values.argvariant.Main@Main.java:56] {
  s1: read corpus.values.argvariant.Main@Main.java:56.factory // at corpus.values.argvariant.Main.returnObject(Main.java:48)
  s2: acquire java.lang.Object@Main.java:19[corpus.values.argvariant.Main@Main.java:56] // at corpus.values.argvariant.Main.returnObject(Main.java:48)
  s4: acquire corpus.values.argvariant.Main@Main.java:56 // at corpus.values.argvariant.Main.returnObject(Main.java:49)
  s5: read corpus.values.argvariant.Main@Main.java:56.idle // at corpus.values.argvariant.Main.returnObject(Main.java:50)
  s7: write corpus.values.argvariant.Main@Main.java:56.idle // at corpus.values.argvariant.Main.returnObject(Main.java:50)
  s8: release corpus.values.argvariant.Main@Main.java:56 // at corpus.values.argvariant.Main.returnObject(Main.java:51)
  s18: release java.lang.Object@Main.java:19[corpus.values.argvariant.Main@Main.java:56] // at corpus.values.argvariant.Main.returnObject(Main.java:52)
}

proc corpus.values.argvariant.Main.setPeriod[args(p0=0),corpus.values.argvariant.Main@Main.java:56] {
  sync: acquire corpus.values.argvariant.Main@Main.java:56 // at corpus.values.argvariant.Main.setPeriod(Main.java:28)
  ret_0: release corpus.values.argvariant.Main@Main.java:56 // at corpus.values.argvariant.Main.setPeriod(Main.java:28)
}

proc corpus.values.argvariant.Main.setPeriod[corpus.values.argvariant.Main@Main.java:56] {
  sync: acquire corpus.values.argvariant.Main@Main.java:56 // at corpus.values.argvariant.Main.setPeriod(Main.java:28)
  s4: assign corpus.values.argvariant.Main@Main.java:56.evictorWanted true // at corpus.values.argvariant.Main.setPeriod(Main.java:29)
  ret_0: release corpus.values.argvariant.Main@Main.java:56 // at corpus.values.argvariant.Main.setPeriod(Main.java:28)
}

proc corpus.values.argvariant.Main.startEvictor[corpus.values.argvariant.Main.main:59#6,corpus.values.argvariant.Main@Main.java:56] {
  sync: acquire corpus.values.argvariant.Main@Main.java:56 // at corpus.values.argvariant.Main.startEvictor(Main.java:34)
  s1: switch corpus.values.argvariant.Main@Main.java:56.evictorWanted false ret_0 true s6 // at corpus.values.argvariant.Main.startEvictor(Main.java:34)
  s6: fork corpus.values.argvariant.Main.evict[corpus.values.argvariant.Main@Main.java:56] java.lang.Thread@Main.java:35[corpus.values.argvariant.Main.main:59#6,corpus.values.argvariant.Main@Main.java:56] // at corpus.values.argvariant.Main.startEvictor(Main.java:35)
  ret_0: release corpus.values.argvariant.Main@Main.java:56 // at corpus.values.argvariant.Main.startEvictor(Main.java:34)
}
