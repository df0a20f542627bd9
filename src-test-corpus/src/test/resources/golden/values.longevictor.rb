main corpus.values.longevictor.Main.main

proc corpus.values.longevictor.Main.<init>[corpus.values.longevictor.Main@Main.java:50] {
  s4: write corpus.values.longevictor.Main@Main.java:50.factory // at corpus.values.longevictor.Main.<init>(Main.java:18)
  s5: write corpus.values.longevictor.Main@Main.java:50.timeBetweenEvictionRunsMillis // at corpus.values.longevictor.Main.<init>(Main.java:19)
}

proc corpus.values.longevictor.Main.evict[corpus.values.longevictor.Main@Main.java:50] {
  s2: acquire corpus.values.longevictor.Main@Main.java:50 // at corpus.values.longevictor.Main.evict(Main.java:34)
  s3: read corpus.values.longevictor.Main@Main.java:50.factory // at corpus.values.longevictor.Main.evict(Main.java:35)
  s4: acquire java.lang.Object@Main.java:18[corpus.values.longevictor.Main@Main.java:50] // at corpus.values.longevictor.Main.evict(Main.java:35)
  s5: write corpus.values.longevictor.Main@Main.java:50.idle // at corpus.values.longevictor.Main.evict(Main.java:36)
  s6: release java.lang.Object@Main.java:18[corpus.values.longevictor.Main@Main.java:50] // at corpus.values.longevictor.Main.evict(Main.java:37)
  s16: release corpus.values.longevictor.Main@Main.java:50 // at corpus.values.longevictor.Main.evict(Main.java:38)
}

proc corpus.values.longevictor.Main.main {
  s2: call corpus.values.longevictor.Main.<init>[corpus.values.longevictor.Main@Main.java:50] // at corpus.values.longevictor.Main.main(Main.java:50)
  s4: call corpus.values.longevictor.Main.setTimeBetweenEvictionRunsMillis[args(p0=30000),corpus.values.longevictor.Main@Main.java:50] // at corpus.values.longevictor.Main.main(Main.java:51)
  s5: call corpus.values.longevictor.Main.returnObject[corpus.values.longevictor.Main@Main.java:50] // at corpus.values.longevictor.Main.main(Main.java:52)
}

proc corpus.values.longevictor.Main.returnObject[corpus.values.longevictor.Main@Main.java:50] {
  s1: read corpus.values.longevictor.Main@Main.java:50.factory // at corpus.values.longevictor.Main.returnObject(Main.java:42)
  s2: acquire java.lang.Object@Main.java:18[corpus.values.longevictor.Main@Main.java:50] // at corpus.values.longevictor.Main.returnObject(Main.java:42)
  s4: acquire corpus.values.longevictor.Main@Main.java:50 // at corpus.values.longevictor.Main.returnObject(Main.java:43)
  s5: read corpus.values.longevictor.Main@Main.java:50.idle // at corpus.values.longevictor.Main.returnObject(Main.java:44)
  s7: write corpus.values.longevictor.Main@Main.java:50.idle // at corpus.values.longevictor.Main.returnObject(Main.java:44)
  s8: release corpus.values.longevictor.Main@Main.java:50 // at corpus.values.longevictor.Main.returnObject(Main.java:45)
  s18: release java.lang.Object@Main.java:18[corpus.values.longevictor.Main@Main.java:50] // at corpus.values.longevictor.Main.returnObject(Main.java:46)
}

proc corpus.values.longevictor.Main.setTimeBetweenEvictionRunsMillis[args(p0=30000),corpus.values.longevictor.Main@Main.java:50] {
  sync: acquire corpus.values.longevictor.Main@Main.java:50 // at corpus.values.longevictor.Main.setTimeBetweenEvictionRunsMillis(Main.java:23)
  s2: write corpus.values.longevictor.Main@Main.java:50.timeBetweenEvictionRunsMillis // at corpus.values.longevictor.Main.setTimeBetweenEvictionRunsMillis(Main.java:23)
  s3: call corpus.values.longevictor.Main.startEvictor[corpus.values.longevictor.Main.setTimeBetweenEvictionRunsMillis:24#3,corpus.values.longevictor.Main@Main.java:50] // at corpus.values.longevictor.Main.setTimeBetweenEvictionRunsMillis(Main.java:24)
  ret_0: release corpus.values.longevictor.Main@Main.java:50 // at corpus.values.longevictor.Main.setTimeBetweenEvictionRunsMillis(Main.java:23)
}

proc corpus.values.longevictor.Main.startEvictor[corpus.values.longevictor.Main.setTimeBetweenEvictionRunsMillis:24#3,corpus.values.longevictor.Main@Main.java:50] {
  sync: acquire corpus.values.longevictor.Main@Main.java:50 // at corpus.values.longevictor.Main.startEvictor(Main.java:28)
  s7: fork corpus.values.longevictor.Main.evict[corpus.values.longevictor.Main@Main.java:50] java.lang.Thread@Main.java:29[corpus.values.longevictor.Main.setTimeBetweenEvictionRunsMillis:24#3,corpus.values.longevictor.Main@Main.java:50] // at corpus.values.longevictor.Main.startEvictor(Main.java:29)
  ret_0: release corpus.values.longevictor.Main@Main.java:50 // at corpus.values.longevictor.Main.startEvictor(Main.java:28)
}
